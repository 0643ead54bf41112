import { emailSchema } from './account';
import { MESSAGE_CODES } from './messages';
import { z } from './zod';

/** verify account (docs/product.md#activation): the email is needed. */
export const verifyAccountSchema = z.object({ email: emailSchema });

/** activation (docs/product.md#activation) (POST confirm): a code plus the activation id or the email. */
export const activationSchema = z
  .object({
    code: z.string({ error: MESSAGE_CODES.codeRequired }).trim().min(1, MESSAGE_CODES.codeRequired).max(100),
    activationId: z.string().trim().min(1).max(100).optional(),
    email: emailSchema.optional(),
  })
  .refine((v) => v.activationId !== undefined || v.email !== undefined, {
    path: ['email'],
    message: MESSAGE_CODES.activationIdOrEmail,
  });

/** A form of the mailed code alone (the registration's activation, an e-mail change): the activation's code rule. */
export const activationCodeFormSchema = z.object({ code: activationSchema.shape.code });

/** docs/product.md#survey-answers: every survey or questionnaire answer is required. */
export const questionnaireAnswerSchema = z.object({
  questionId: z.number().int().positive(),
  answer: z
    .union([z.string().trim(), z.array(z.string().trim())], { error: MESSAGE_CODES.answerRequired })
    .refine(
      (a) => (Array.isArray(a) ? a.some((x) => x.length > 0) : a.length > 0),
      MESSAGE_CODES.answerRequired,
    ),
});
