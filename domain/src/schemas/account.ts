import { z } from 'zod';
import { isCommonPassword } from '../common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from './messages';

/** Spec §5: ≥ 8 characters with a lowercase, an uppercase and a digit; never trimmed. */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRule })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordRule)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .regex(/[a-z]/, MESSAGES.passwordRule)
  .regex(/[A-Z]/, MESSAGES.passwordRule)
  .regex(/[0-9]/, MESSAGES.passwordRule)
  .refine((password) => !isCommonPassword(password), MESSAGES.passwordCommon);

/** Password plus its confirmation, which must match. */
export const passwordConfirmSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch,
  });

/** Spec §5: required, valid format; surrounding spaces are ignored. */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

/** Spec §5 new email: differs from the current one and matches its confirmation. */
export const newEmailSchema = z
  .object({ currentEmail: z.string(), newEmail: emailSchema, confirmEmail: z.string().trim() })
  .refine((v) => v.newEmail.toLowerCase() !== v.currentEmail.trim().toLowerCase(), {
    path: ['newEmail'],
    message: MESSAGES.sameEmail,
  })
  .refine((v) => v.newEmail === v.confirmEmail, { path: ['confirmEmail'], message: MESSAGES.emailMismatch });

/** Spec §5 password change: the current password is required. */
export const passwordChangeSchema = z.object({
  oldPassword: z.string().min(1, MESSAGES.currentPasswordRequired),
  newPassword: passwordSchema,
});

/** A new password typed twice (reset): the rule, and the confirmation must match. */
export const newPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch,
  });

/** The password-change form: current password required (spec §5), new one typed twice. */
export const passwordChangeFormSchema = z
  .object({
    oldPassword: z.string().min(1, MESSAGES.currentPasswordRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch,
  });
