import { MAX_PHONES } from '../constants';
import { GENDER_VALUES, PHONE_TYPE_VALUES } from '../enums';
import { ALONGSIDE_FIELD_ERRORS } from './cross-field';
import { MESSAGE_CODES } from './messages';
import { requirePhoneticNamesForJapanese } from './phonetic-names';
import { z } from './zod';

/** A phone number: digits with an optional leading +, spaces, brackets and hyphens. */
export const phoneNumberSchema = z
  .string({ error: MESSAGE_CODES.phoneNumberAndType })
  .trim()
  .regex(/^\+?[0-9 ()-]{5,20}$/, MESSAGE_CODES.phoneNumberInvalid)
  .refine((value) => (value.match(/[0-9]/g) ?? []).length >= 5, MESSAGE_CODES.phoneNumberInvalid);

/** birthday (docs/product.md#user): the first 10 characters (YYYY-MM-DD) of what is sent, a real past date. */
export const birthdaySchema = z
  .string()
  .transform((value) => value.trim().slice(0, 10))
  .refine(isPastDate, MESSAGE_CODES.birthdayInvalid);

function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    date.getUTCFullYear() >= 1900 &&
    date.getTime() <= Date.now()
  );
}

/** One phone: number and type are required together. */
export const phoneSchema = z
  .object({
    id: z.number().int().positive().optional(),
    number: z.string().trim().optional(),
    type: z.enum(PHONE_TYPE_VALUES).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.number !== !v.type)
      ctx.addIssue({ code: 'custom', path: ['number'], message: MESSAGE_CODES.phoneNumberAndType });
    if (v.number && !phoneNumberSchema.safeParse(v.number).success)
      ctx.addIssue({ code: 'custom', path: ['number'], message: MESSAGE_CODES.phoneNumberInvalid });
  });

/** At most three phones. */
export const phonesSchema = z.array(phoneSchema).max(MAX_PHONES, MESSAGE_CODES.maxPhones);

/** Postal codes: letters, digits, spaces and hyphens (covers US ZIP, CA, UK, JP formats). */
export const postalCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, MESSAGE_CODES.postalCodeInvalid);

/** profile form (docs/product.md#profile-rules): valid postal code and phones, country required, phonetic names for ja-JP. */
export const profileSchema = z
  .object({
    firstName: z.string().trim().min(1, MESSAGE_CODES.firstNameRequired).max(100),
    middleName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().min(1, MESSAGE_CODES.lastNameRequired).max(100),
    phoneticFirstName: z.string().trim().max(100).optional(),
    phoneticLastName: z.string().trim().max(100).optional(),
    /** The account's culture: decides whether phonetic names apply (not edited on this form). */
    cultureCode: z.string().optional(),
    gender: z.enum(GENDER_VALUES).or(z.literal('')).optional(),
    country: z.string({ error: MESSAGE_CODES.countryRequired }).trim().min(1, MESSAGE_CODES.countryRequired),
    birthday: birthdaySchema.or(z.literal('')).optional(),
    address: z
      .object({
        postalCode: postalCodeSchema.or(z.literal('')).optional(),
        stateProvince: z.string().trim().max(100).optional(),
        city: z.string().trim().max(100).optional(),
        addressLine1: z.string().trim().max(200).optional(),
        addressLine2: z.string().trim().max(200).optional(),
        addressLine3: z.string().trim().max(200).optional(),
      })
      .optional(),
    phones: phonesSchema.optional(),
  })
  .superRefine(requirePhoneticNamesForJapanese, ALONGSIDE_FIELD_ERRORS);
export type ProfileForm = z.input<typeof profileSchema>;

/** change language (docs/product.md#region-and-language): region and language required. */
export const changeLanguageSchema = z.object({
  region: z.string().trim().min(1, MESSAGE_CODES.regionRequired),
  language: z.string().trim().min(1, MESSAGE_CODES.languageRequired),
});
