import type { PassCodeResponse } from '@backstage/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCulture } from '@/i18n';
import { ApiRequestError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useQueryParam } from '@/lib/query-params';
import { FormField } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { PageContainer } from '@/lib/ui/page-container';
import { SectionCard } from '@/lib/ui/section-card';
import { SubmitButton } from '@/lib/ui/submit-button';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSignedIn } from '@/lib/use-signed-in';
import { useCheckPassCode } from './api/check-pass-code';
import { useRedeemPassCode } from './api/redeem-pass-code';
import { SignUpOrSignIn } from './sign-up-or-sign-in';

// The code is checked as the server checks it (any spacing or case), so a mistyped one is answered at once.
const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/backstage-pass').then((m) => m.passCodeParamsSchema),
);
const CODE = { field: 'code' } as const;

/**
 * PassLogin, the Backstage Pass code page (`/pass-login?code=`, docs/product.md#backstage-pass): check a code,
 * then redeem it signed in; a visitor signs up (signup source `pass_login`) or signs in first and comes back
 * here with the code to redeem it.
 */
export default function PassLoginPage() {
  const { t } = useTranslation('pass');
  usePageTitle(t('title'));
  const check = useCheckPassCode();
  const form = useForm<{ code: string }>({
    resolver,
    defaultValues: { code: useQueryParam('code') ?? '' },
  });
  // A code typed anew hides the answer about the one before.
  const { reset } = check;
  useEffect(() => {
    const typing = form.watch(() => reset());
    return () => typing.unsubscribe();
  }, [form, reset]);
  const submit = useFormSubmit(form, {
    send: ({ code }) => check.mutateAsync(code),
    failure: t('checkFailed'),
    // The server's answer about the code, on the code (docs/product.md#backstage-pass).
    refusals: { PASS_CODE_NOT_FOUND: CODE, PASS_CODE_USED: CODE, PASS_CODE_EXPIRED: CODE },
  });
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography>{t('intro')}</Typography>
        <SectionCard title={t('codeTitle')}>
          <FormStack onSubmit={submit} resolver={resolver} spacing={2}>
            {form.formState.errors.root && (
              <Alert severity="error">{form.formState.errors.root.message}</Alert>
            )}
            <FormField
              form={form}
              name="code"
              label={t('code')}
              helperText={t('codeHelp')}
              slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters', spellCheck: false } }}
            />
            <SubmitButton
              pending={form.formState.isSubmitting}
              disabled={!form.watch('code').trim()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('check')}
            </SubmitButton>
          </FormStack>
        </SectionCard>
        {check.data && <PassFound pass={check.data} />}
      </Stack>
    </PageContainer>
  );
}

/** A code that can be redeemed: redeem it, or sign up / sign in first. */
function PassFound({ pass }: { pass: PassCodeResponse }) {
  const { t } = useTranslation('pass');
  const { cultureCode } = useCulture();
  const signedIn = useSignedIn();
  const redeem = useRedeemPassCode();
  const expires = pass.expiresAt
    ? new Intl.DateTimeFormat(cultureCode, { dateStyle: 'long' }).format(new Date(pass.expiresAt))
    : undefined;
  return (
    <SectionCard title={t('found', { event: pass.event })} intro={expires && t('expires', { date: expires })}>
      {redeem.isSuccess ? (
        <Alert severity="success">{t('redeemed', { event: pass.event })}</Alert>
      ) : signedIn ? (
        <>
          {redeem.isError && <Alert severity="error">{refusal(redeem.error)}</Alert>}
          <Button
            variant="contained"
            disabled={redeem.isPending}
            onClick={() => redeem.mutate(pass.code)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('redeem')}
          </Button>
        </>
      ) : (
        <SignUpOrSignIn
          purpose="pass_login"
          returnTo={`/pass-login?code=${encodeURIComponent(pass.code)}`}
          text={t('signInFirst')}
        />
      )}
    </SectionCard>
  );
}

/** The server's words for a refused redemption: a malformed code is refused as a field of the address. */
function refusal(error: Error): string {
  const field = error instanceof ApiRequestError ? error.body.fields?.[0] : undefined;
  return field?.message ?? error.message;
}
