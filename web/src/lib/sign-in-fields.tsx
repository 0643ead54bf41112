import type { Resolver, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/ui/form-field';

export interface SignInFormValues {
  email: string;
  password: string;
}

/**
 * The sign-in form's resolver. The rules (`sign-in-schema.ts`: zod and the domain schemas, ~26 KiB gzip) load
 * on the first submit, not with the login page: the page is usable before they arrive (issue #14,
 * bench/README.md#javascript-budgets).
 */
export const signInResolver: Resolver<SignInFormValues> = async (values, context, options) => {
  const [{ zodResolver }, { signInFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./sign-in-schema'),
  ]);
  return zodResolver(signInFormSchema)(values, context, options);
};

/** E-mail and password with the autofill tokens password managers look for. */
export const SIGN_IN_INPUTS = {
  email: { type: 'email', autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'current-password' },
} as const;

/** The two fields in a react-hook-form form (the sign-in page has its own, `use-sign-in-form.ts`). */
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
      <FormField form={form} name="email" label={t('fields.email')} {...SIGN_IN_INPUTS.email} />
      <FormField
        form={form}
        name="password"
        label={t('fields.password')}
        {...SIGN_IN_INPUTS.password}
        autoFocus={focusPassword}
      />
    </>
  );
}
