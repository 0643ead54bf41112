import { recoveryCodeSchema, totpCodeSchema } from '@backstage/domain';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSignInSecondStep } from '@/lib/api/sign-in-second-step';
import { type CodeValues, codeResolver } from '@/lib/code-resolver';
import { FormField } from '@/lib/ui/form-field';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';

// A 6-digit code of the app, or a recovery code as shown: the domain's rule, as the server checks it.
const secondStepCode = totpCodeSchema.or(recoveryCodeSchema);

/**
 * The two-step check after the password (docs/product.md#two-step-sign-in): a code of the authenticator app or
 * a recovery code. Loaded only when the password step asks for it, so the login page stays small.
 */
export default function TwoStepForm({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn(): void;
  /** Back to the password step (the token expired, or the user chose to). */
  onRestart(message?: string): void;
}) {
  const { t } = useTranslation('auth');
  const secondStep = useSignInSecondStep();
  // Checked here in the interface language before anything is sent.
  const resolver = codeResolver((code) => {
    if (!code) return t('twoStep.codeRequired');
    return secondStepCode.safeParse(code).success ? undefined : t('twoStep.codeFormat');
  });
  const form = useForm<CodeValues>({ resolver, defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = useFormSubmit(form, {
    send: ({ code }) => secondStep.mutateAsync({ mfaToken, code }),
    onSuccess: onSignedIn,
    failure: t('login.failed'),
    refusals: { INVALID_CODE: { field: 'code', message: t('twoStep.invalidCode') } },
    // Back to the password: the token expired, or too many codes were wrong.
    elsewhere: {
      MFA_TOKEN_EXPIRED: () => onRestart(t('twoStep.expired')),
      ATTEMPT_LIMIT_EXCEEDED: (error) => onRestart(error.message),
    },
    // As on the password step, a refusal is the form's message alone.
    answeredOnForm: () => true,
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Typography id="login-title" variant="h2">
          {t('twoStep.title')}
        </Typography>
        <Typography>{t('twoStep.text')}</Typography>
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        <FormField
          form={form}
          name="code"
          label={t('twoStep.code')}
          autoComplete="one-time-code"
          autoFocus
          required
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
        />
        <SubmitButton size="large" pending={isSubmitting}>
          {t('twoStep.submit')}
        </SubmitButton>
        <Link component="button" type="button" onClick={() => onRestart()} sx={{ alignSelf: 'flex-start' }}>
          {t('twoStep.back')}
        </Link>
      </Stack>
    </Box>
  );
}
