import type { ReauthBody } from '@backstage/domain';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTwoStepStatus } from '@/lib/api/get-two-step-status';
import { useReauthenticate } from '@/lib/api/reauthenticate';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { AppCodeField } from '@/lib/ui/app-code-field';
import { FormDialog } from '@/lib/ui/form-dialog';
import { FormField } from '@/lib/ui/form-field';
import { useFormSubmit } from '@/lib/use-form-submit';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/reauth').then((m) => m.reauthBodySchema),
);

type Mode = 'password' | 'code';

/**
 * "Confirm it’s you" (docs/product.md#re-authentication): the password, or a current code of the authenticator
 * app when two-step sign-in is on and `allowCode` (turning two-step off asks for the password, since it takes
 * a code already). `onDone` once the proof is kept.
 */
export function ReauthDialog({
  allowCode,
  onDone,
  onCancel,
}: {
  allowCode: boolean;
  onDone(): void;
  onCancel(): void;
}) {
  // Loaded by `useReauth` when its card was drawn; never holds the page back (no suspense).
  const { t } = useTranslation('security', { useSuspense: false });
  const twoStep = useTwoStepStatus();
  const reauthenticate = useReauthenticate();
  const [mode, setMode] = useState<Mode>('password');
  const form = useForm<ReauthBody>({ resolver, defaultValues: { password: '' } });
  // The body carries the one the dialog shows (the schema takes exactly one).
  const switchTo = (next: Mode) => {
    setMode(next);
    form.reset(next === 'code' ? { code: '' } : { password: '' });
  };
  const submit = useFormSubmit(form, {
    send: (body) => reauthenticate.mutateAsync(body),
    failure: t('reauth.failed'),
    refusals: {
      INCORRECT_CURRENT_PASSWORD: { field: 'password' },
      INVALID_CODE: { field: 'code', message: t('twoStep.wrongCode') },
    },
    onSuccess: onDone,
  });
  return (
    <FormDialog
      title={t('reauth.title')}
      onClose={onCancel}
      onSubmit={submit}
      resolver={resolver}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      cancelLabel={t('cancel')}
      submitLabel={t('reauth.confirm')}
    >
      <Typography>{t(mode === 'code' ? 'reauth.codeText' : 'reauth.passwordText')}</Typography>
      {mode === 'password' ? (
        <FormField
          form={form}
          name="password"
          label={t('reauth.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          fullWidth
        />
      ) : (
        <AppCodeField form={form} autoFocus />
      )}
      {allowCode && twoStep.data?.totpEnabled && (
        <Button
          variant="text"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => switchTo(mode === 'code' ? 'password' : 'code')}
        >
          {t(mode === 'code' ? 'reauth.usePassword' : 'reauth.useCode')}
        </Button>
      )}
    </FormDialog>
  );
}
