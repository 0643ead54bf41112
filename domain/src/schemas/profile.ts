import { z } from 'zod';
import { MAX_PHONES } from '../constants';
import { PHONE_TYPE_VALUES } from '../enums';
import { MESSAGES, mustBeValid } from './messages';

const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{5,20}$/, mustBeValid('Phone number'));

/** One phone: number and type are required together. */
export const phoneSchema = z
  .object({
    id: z.number().int().positive().optional(),
    number: z.string().trim().optional(),
    type: z.enum(PHONE_TYPE_VALUES).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.number !== !v.type)
      ctx.addIssue({ code: 'custom', path: ['number'], message: MESSAGES.phoneNumberAndType });
    if (v.number && !phoneNumber.safeParse(v.number).success)
      ctx.addIssue({ code: 'custom', path: ['number'], message: mustBeValid('Phone number') });
  });

/** At most three phones. */
export const phonesSchema = z.array(phoneSchema).max(MAX_PHONES, MESSAGES.maxPhones);

/** Postal codes: letters, digits, spaces and hyphens (covers US ZIP, CA, UK, JP formats). */
export const postalCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, mustBeValid('Postal code'));

/** Spec §5 profile: valid postal code and phones, country required. */
export const profileSchema = z.object({
  firstName: z.string().trim().min(1, MESSAGES.firstNameRequired).max(100),
  middleName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().min(1, MESSAGES.lastNameRequired).max(100),
  country: z.string({ error: MESSAGES.countryRequired }).trim().min(1, MESSAGES.countryRequired),
  birthday: z.string().optional(),
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
});

/** Spec §5 change language: region and language required. */
export const changeLanguageSchema = z.object({
  region: z.string().trim().min(1, MESSAGES.regionRequired),
  language: z.string().trim().min(1, MESSAGES.languageRequired),
});
