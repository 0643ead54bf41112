import { emailSchema, MESSAGE_CODES } from '@backstage/domain';
import { z } from '@backstage/domain/schemas/zod';

/** The sign-in form's rules (docs/product.md#sign-in: both fields required; the password as typed, never trimmed). */
export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, MESSAGE_CODES.passwordRequired),
});
/** What the sign-in form sends to `POST signin`. */
export type SignInFormValues = z.infer<typeof signInFormSchema>;
