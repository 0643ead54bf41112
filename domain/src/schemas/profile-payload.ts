import { countryByName } from '../countries';
import { isCultureCode, normalizeCultureCode } from '../cultures';
import { GENDER_VALUES, INTEREST_VALUES, PHONE_TYPE_VALUES } from '../enums';
import { mailFormatTypeSchema } from './mail-format';
import { MESSAGE_CODES } from './messages';
import { birthdaySchema, phoneNumberSchema, postalCodeSchema } from './profile';
import { z } from './zod';

/**
 * A master-list value as clients send it (docs/product.md#user: `gender` and `cultureCode` are objects with a value):
 * `{ value }`, `{ id }` or the bare value; it comes out as `{ id?, value? }`.
 */
const masterRef = <V extends string>(values: readonly [V, ...V[]]) =>
  z.preprocess(
    (input) => (typeof input === 'string' ? { value: input } : input),
    z
      .object({ id: z.number().int().positive().optional(), value: z.enum(values).optional() })
      .refine((ref) => ref.id !== undefined || ref.value !== undefined, 'id or value is required'),
  );

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** docs/product.md#user address of a profile. */
export const addressPayloadSchema = z.object({
  postalCode: postalCodeSchema.or(z.literal('')).nullish(),
  stateProvince: optionalText(100),
  city: optionalText(100),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  addressLine3: optionalText(200),
});

/**
 * docs/product.md#profile-calls `PUT users/{id}` profile update: every field optional (a partial update), null means "leave
 * as is" except for birthday, where it clears (docs/product.md#profile-update). Unknown and server-managed fields are stripped.
 */
export const profileUpdatePayloadSchema = z.object({
  firstName: z.string().trim().min(1, MESSAGE_CODES.firstNameRequired).max(100).nullish(),
  middleName: optionalText(100),
  lastName: z.string().trim().min(1, MESSAGE_CODES.lastNameRequired).max(100).nullish(),
  phoneticFirstName: optionalText(100),
  phoneticLastName: optionalText(100),
  gender: masterRef(GENDER_VALUES).nullish(),
  birthday: birthdaySchema.nullish(),
  country: z
    .string()
    .trim()
    .min(1, MESSAGE_CODES.countryRequired)
    .refine((name) => countryByName(name) !== undefined, MESSAGE_CODES.countryInvalid)
    .nullish(),
  cultureCode: z
    .preprocess(
      (input) => (typeof input === 'string' ? { value: input } : input),
      z.object({
        id: z.number().int().positive().optional(),
        value: z
          .string()
          .max(10)
          .transform((value) => (isCultureCode(value) ? value : normalizeCultureCode(value)))
          .optional(),
      }),
    )
    .nullish(),
  allowEmail: z.boolean().nullish(),
  mailFormatType: mailFormatTypeSchema.nullish(),
  address: addressPayloadSchema.nullish(),
});
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

/** docs/product.md#profile-calls `POST users/{id}/phones` / `PUT users/{id}/phones/{id}`: number and type together. */
export const phonePayloadSchema = z.object({
  number: phoneNumberSchema,
  type: masterRef(PHONE_TYPE_VALUES),
});

/** docs/product.md#profile-calls `POST users/{id}/interests`: one interest of the twelve, by id or value. */
export const interestPayloadSchema = z.object({ interest: masterRef(INTEREST_VALUES) });

/**
 * docs/product.md#interests `PUT users/{id}/interests`: the whole set as picked (by id or value), which replaces
 * the stored one, so an interest unticked before saving is removed.
 */
export const interestSetPayloadSchema = z.object({
  interests: z.array(masterRef(INTEREST_VALUES)).max(INTEREST_VALUES.length),
});
export type InterestSetPayload = z.infer<typeof interestSetPayloadSchema>;
