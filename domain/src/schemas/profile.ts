import { z } from 'zod';
import { MAX_PHONES } from '../constants';
import { GENDER_VALUES, PHONE_TYPE_VALUES } from '../enums';
import { MESSAGES, mustBeValid } from './messages';
import { requirePhoneticNamesForJapanese } from './phonetic-names';

/** A phone number: digits with an optional leading +, spaces, brackets and hyphens. */
export const phoneNumberSchema = z
  .string({ error: MESSAGES.phoneNumberAndType })
  .trim()
  .regex(/^\+?[0-9 ()-]{5,20}$/, mustBeValid('Phone number'))
  .refine((value) => (value.match(/[0-9]/g) ?? []).length >= 5, mustBeValid('Phone number'));

/** Spec §3 birthday: the first 10 characters (YYYY-MM-DD) of what is sent, a real past date. */
export const birthdaySchema = z
  .string()
  .transform((value) => value.trim().slice(0, 10))
  .refine(isPastDate, mustBeValid('Birthday'));

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
      ctx.addIssue({ code: 'custom', path: ['number'], message: MESSAGES.phoneNumberAndType });
    if (v.number && !phoneNumberSchema.safeParse(v.number).success)
      ctx.addIssue({ code: 'custom', path: ['number'], message: mustBeValid('Phone number') });
  });

/** At most three phones. */
export const phonesSchema = z.array(phoneSchema).max(MAX_PHONES, MESSAGES.maxPhones);

/** Postal codes: letters, digits, spaces and hyphens (covers US ZIP, CA, UK, JP formats). */
export const postalCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, mustBeValid('Postal code'));

/** Spec §5 profile form: valid postal code and phones, country required, phonetic names for ja-JP. */
export const profileSchema = z
  .object({
    firstName: z.string().trim().min(1, MESSAGES.firstNameRequired).max(100),
    middleName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().min(1, MESSAGES.lastNameRequired).max(100),
    phoneticFirstName: z.string().trim().max(100).optional(),
    phoneticLastName: z.string().trim().max(100).optional(),
    /** The account's culture: decides whether phonetic names apply (not edited on this form). */
    cultureCode: z.string().optional(),
    gender: z.enum(GENDER_VALUES).or(z.literal('')).optional(),
    country: z.string({ error: MESSAGES.countryRequired }).trim().min(1, MESSAGES.countryRequired),
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
  .superRefine(requirePhoneticNamesForJapanese);
export type ProfileForm = z.input<typeof profileSchema>;

/** Spec §5 change language: region and language required. */
export const changeLanguageSchema = z.object({
  region: z.string().trim().min(1, MESSAGES.regionRequired),
  language: z.string().trim().min(1, MESSAGES.languageRequired),
});
