import { isCommonPassword } from '../common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ALONGSIDE_FIELD_ERRORS } from './cross-field';
import { MESSAGE_CODES } from './messages';
import { z } from './zod';

/** docs/product.md#password-rules: ≥ 8 characters with a lowercase, an uppercase and a digit; never trimmed. */
export const passwordSchema = z
  .string({ error: MESSAGE_CODES.passwordRule })
  .min(PASSWORD_MIN_LENGTH, MESSAGE_CODES.passwordRule)
  .max(PASSWORD_MAX_LENGTH, MESSAGE_CODES.passwordTooLong)
  .regex(/[a-z]/, MESSAGE_CODES.passwordRule)
  .regex(/[A-Z]/, MESSAGE_CODES.passwordRule)
  .regex(/[0-9]/, MESSAGE_CODES.passwordRule)
  .refine((password) => !isCommonPassword(password), MESSAGE_CODES.passwordCommon);

/** A password typed again that differs: the error stands on the confirmation, beside the other fields' errors. */
const CONFIRM_PASSWORD_MISMATCH = {
  path: ['confirmPassword'],
  message: MESSAGE_CODES.passwordMismatch,
  ...ALONGSIDE_FIELD_ERRORS,
};

/** Password plus its confirmation, which must match. */
export const passwordConfirmSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, CONFIRM_PASSWORD_MISMATCH);

/** docs/product.md#email-rules: required, valid format; surrounding spaces are ignored. */
export const emailSchema = z
  .string({ error: MESSAGE_CODES.emailRequired })
  .trim()
  .min(1, MESSAGE_CODES.emailRequired)
  .max(254, MESSAGE_CODES.invalidEmail)
  .pipe(z.email({ error: MESSAGE_CODES.invalidEmail }));

/** A form that asks only for an e-mail: sign-up's first step and a password reset's request. */
export const emailFormSchema = z.object({ email: emailSchema });

/** new email (docs/product.md#email-change): differs from the current one and matches its confirmation. */
export const newEmailSchema = z
  .object({ currentEmail: z.string(), newEmail: emailSchema, confirmEmail: z.string().trim() })
  .refine((v) => String(v.newEmail).toLowerCase() !== String(v.currentEmail).trim().toLowerCase(), {
    path: ['newEmail'],
    message: MESSAGE_CODES.sameEmail,
  })
  .refine((v) => String(v.newEmail).trim() === String(v.confirmEmail).trim(), {
    path: ['confirmEmail'],
    message: MESSAGE_CODES.emailMismatch,
    ...ALONGSIDE_FIELD_ERRORS,
  });

/**
 * password change (docs/product.md#password-change): the current password is required; the refresh token names
 * the session that stays signed in.
 */
export const passwordChangeSchema = z.object({
  oldPassword: z.string().min(1, MESSAGE_CODES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
  refreshToken: z.string().max(200).optional(),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** A new password typed twice (reset): the rule, and the confirmation must match. */
export const newPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, CONFIRM_PASSWORD_MISMATCH);

/** A password reset's second step: the mailed code, and a new password typed twice. */
export const passwordResetFormSchema = newPasswordFormSchema.and(
  z.object({ code: z.string().trim().min(1, MESSAGE_CODES.codeRequired) }),
);

/** The password-change form: current password required (docs/product.md#password-change), new one typed twice. */
export const passwordChangeFormSchema = passwordChangeSchema
  .pick({ oldPassword: true, newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, CONFIRM_PASSWORD_MISMATCH);
