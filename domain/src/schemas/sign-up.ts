import { emailSchema, passwordSchema } from './account';
import { ALONGSIDE_FIELD_ERRORS } from './cross-field';
import { mailFormatTypeSchema } from './mail-format';
import { MESSAGE_CODES } from './messages';
import { requirePhoneticNamesForJapanese } from './phonetic-names';
import { z } from './zod';

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);
const optionalName = z.string().trim().max(100).optional();

/** Who signs up, as the form and the payload both take it. */
const person = {
  firstName: name(MESSAGE_CODES.firstNameRequired),
  middleName: optionalName,
  lastName: name(MESSAGE_CODES.lastNameRequired),
  phoneticFirstName: optionalName,
  phoneticLastName: optionalName,
  email: emailSchema,
  password: passwordSchema,
};

/** sign-up form (docs/product.md#sign-up): phonetic names are required for ja-JP; terms must be agreed. */
export const signUpFormSchema = z
  .object({
    ...person,
    confirmPassword: z.string(),
    cultureCode: z.string(),
    allowEmail: z.boolean(),
    agreeTerms: z.literal(true, { error: MESSAGE_CODES.agreeTerms }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGE_CODES.passwordMismatch });
    requirePhoneticNamesForJapanese(v, ctx);
  }, ALONGSIDE_FIELD_ERRORS);

/** sign-up payload (docs/product.md#sign-up): server-managed fields are not part of it and are refused. */
export const signUpPayloadSchema = z
  .strictObject({
    ...person,
    cultureCode: z.string().min(2).max(10),
    allowEmail: z.boolean(),
    mailFormatType: mailFormatTypeSchema,
    country: z.string().max(100).optional(),
    signupSource: z.string().min(1).max(100),
    useActivationId: z.boolean().optional(),
  })
  .superRefine(requirePhoneticNamesForJapanese, ALONGSIDE_FIELD_ERRORS);
export type SignUpPayload = z.input<typeof signUpPayloadSchema>;
