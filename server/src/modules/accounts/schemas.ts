import {
  emailSchema,
  mailFormatTypeSchema,
  passwordChangeSchema,
  passwordSchema,
  signUpPayloadSchema,
} from '@backstage/domain';
import { z } from 'zod';

export { passwordChangeSchema, signUpPayloadSchema };

const code = z.string().trim().min(1, 'Code is required').max(20);

export const emailBody = z.object({ email: emailSchema });
export const signInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
});
export const confirmBody = z
  .object({ code, activationId: z.uuid().optional(), email: emailSchema.optional() })
  .refine((v) => v.activationId || v.email, {
    message: 'activationId or email is required',
    path: ['email'],
  });
export const resendBody = z.object({
  email: emailSchema,
  mailFormatType: mailFormatTypeSchema.optional(),
  useActivationId: z.boolean().optional(),
});
export const migrateBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  cultureCode: z.string().max(10).default(''),
  signupSource: z.string().min(1).max(100),
  useActivationId: z.boolean().optional(),
});
export const refreshBody = z.object({ token: z.string().min(10).max(200) });
export const resetRequestBody = z.object({
  email: emailSchema,
  mailFormatType: mailFormatTypeSchema.optional(),
  useActivationId: z.boolean().optional(),
});
export const resetConfirmBody = z.object({
  code,
  email: emailSchema,
  activationId: z.string().max(100).optional(),
  newPassword: passwordSchema,
});
export const emailChangeBody = z.object({
  email: emailSchema,
  mailFormatType: mailFormatTypeSchema.optional(),
});
export const changeEmailVerifyBody = z.object({ attribute: z.literal('email').default('email'), code });
export const clientParams = z.object({ clientId: z.string().max(64) });
export const clientHeaders = z.object({
  'x-client-id': z.string().max(64).optional(),
  'x-security-token': z.string().max(300).optional(),
});
