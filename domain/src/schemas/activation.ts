import { z } from 'zod';
import { emailSchema } from './account';
import { MESSAGES } from './messages';

/** Spec §5 verify account: the email is needed. */
export const verifyAccountSchema = z.object({ email: emailSchema });

/** Spec §5 activation (POST confirm): a code plus the activation id or the email. */
export const activationSchema = z
  .object({
    code: z.string({ error: MESSAGES.codeRequired }).trim().min(1, MESSAGES.codeRequired).max(100),
    activationId: z.string().trim().min(1).max(100).optional(),
    email: emailSchema.optional(),
  })
  .refine((v) => v.activationId !== undefined || v.email !== undefined, {
    path: ['email'],
    message: MESSAGES.activationIdOrEmail,
  });

/** Spec §5: every survey or questionnaire answer is required. */
export const questionnaireAnswerSchema = z.object({
  questionId: z.number().int().positive(),
  answer: z
    .union([z.string().trim(), z.array(z.string().trim())], { error: MESSAGES.answerRequired })
    .refine((a) => (Array.isArray(a) ? a.some((x) => x.length > 0) : a.length > 0), MESSAGES.answerRequired),
});
