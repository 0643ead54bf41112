import { appReturnUrl, LOGIN_PATH } from '@backstage/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useDialogs } from '@/lib/ui/dialogs';
import { FormField } from '@/lib/ui/form-field';
import { type AccountType, useFetchAccountType } from './api/account-type';
import { StepForm, useStepSubmit } from './step-form';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/account').then((m) => m.emailFormSchema),
);

/** Step 1: the e-mail decides the way — new account, activation, migration, or "exists, please sign in". */
export function VerifyStep({
  onNext,
  email: given = '',
  migration = false,
  byApp = false,
}: {
  onNext(email: string, type: Exclude<AccountType, 'exists'>): void;
  /** The address given before, when the visitor came back to this step. */
  email?: string;
  /** On /migration an address unknown to the old portal gets the user-not-found dialog (docs/product.md#migration). */
  migration?: boolean;
  /** In the app's screens an existing account goes back to the app to sign in there (docs/product.md#app-client-screens). */
  byApp?: boolean;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const fetchAccountType = useFetchAccountType();
  const form = useForm<{ email: string }>({ resolver, defaultValues: { email: given } });
  const submit = useStepSubmit(form, {
    send: ({ email }) => fetchAccountType.mutateAsync(email),
    onSuccess: (type, { email }) => {
      if (migration && type === 'available')
        return dialogs.open({
          title: t('migration.notFoundTitle'),
          body: t('migration.notFoundText', { email }),
          actions: [
            { label: t('signup.useAnother'), onClick: () => form.setFocus('email') },
            { label: t('signup.createAccount'), primary: true, onClick: () => onNext(email, type) },
          ],
        });
      if (type !== 'exists') return onNext(email, type);
      dialogs.open({
        title: t('signup.existsTitle'),
        body: t('signup.existsText'),
        actions: [
          { label: t('signup.useAnother') },
          byApp
            ? {
                label: t('app.return'),
                primary: true,
                onClick: () => window.location.assign(appReturnUrl('exists')),
              }
            : { label: t('login.submit'), primary: true, onClick: () => navigate(LOGIN_PATH) },
        ],
      });
    },
  });
  return (
    <StepForm
      onSubmit={submit}
      resolver={resolver}
      text={t('signup.verifyText')}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      submitLabel={t('signup.continue')}
    >
      <FormField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" />
    </StepForm>
  );
}
