import { z } from 'zod';
import { emailSchema, passwordSchema } from './account';
import { MESSAGES } from './messages';
import { requirePhoneticNamesForJapanese } from './phonetic-names';

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

/** Spec §5 sign-up form: phonetic names are required for ja-JP; terms must be agreed. */
export const signUpFormSchema = z
  .object({
    firstName: name(MESSAGES.firstNameRequired),
    middleName: z.string().trim().max(100).optional(),
    lastName: name(MESSAGES.lastNameRequired),
    phoneticFirstName: z.string().trim().max(100).optional(),
    phoneticLastName: z.string().trim().max(100).optional(),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    cultureCode: z.string(),
    allowEmail: z.boolean(),
    agreeTerms: z.literal(true, { error: MESSAGES.agreeTerms }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordMismatch });
    requirePhoneticNamesForJapanese(v, ctx);
  });

/** Spec §7 sign-up payload: server-managed fields are not part of it and are refused. */
export const signUpPayloadSchema = z
  .strictObject({
    firstName: name(MESSAGES.firstNameRequired),
    middleName: z.string().trim().max(100).optional(),
    lastName: name(MESSAGES.lastNameRequired),
    phoneticFirstName: z.string().trim().max(100).optional(),
    phoneticLastName: z.string().trim().max(100).optional(),
    email: emailSchema,
    password: passwordSchema,
    cultureCode: z.string().min(2).max(10),
    allowEmail: z.boolean(),
    mailFormatType: z.string().min(1).max(20),
    country: z.string().max(100).optional(),
    signupSource: z.string().min(1).max(100),
    useActivationId: z.boolean().optional(),
  })
  .superRefine(requirePhoneticNamesForJapanese);
