import { emailSchema } from '@backstage/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from './form-field';

/** The sign-in form's rules (spec §5: both fields required; the password as typed, never trimmed). */
export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
});
export type SignInFormValues = z.infer<typeof signInFormSchema>;

/** E-mail and password with the autofill tokens password managers look for. */
export function SignInFields({
  form,
  focusPassword = false,
}: {
  form: UseFormReturn<SignInFormValues>;
  focusPassword?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField form={form} name="email" label={t('fields.email')} type="email" autoComplete="username" />
      <FormField
        form={form}
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        autoFocus={focusPassword}
      />
    </>
  );
}
