import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/ui/form-field';
import { lazyZodResolver } from './lazy-zod-resolver';

import type { SignInFormValues } from './sign-in-schema';

// A type only: the rules themselves load on first use.
export type { SignInFormValues };

/**
 * The sign-in form's resolver. The rules (`sign-in-schema.ts`: zod and the domain schemas) load
 * when the form is first used, not with its page (`lazy-zod-resolver.ts`).
 */
export const signInResolver = lazyZodResolver(() =>
  import('./sign-in-schema').then((m) => m.signInFormSchema),
);

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
