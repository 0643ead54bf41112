import type { PassCodeResponse } from '@backstage/domain';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '@/i18n';
import { ApiRequestError } from '@/lib/api-client';
import { useQueryParam } from '@/lib/query-params';
import { PageContainer } from '@/lib/ui/page-container';
import { SubmitButton } from '@/lib/ui/submit-button';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useSignedIn } from '@/lib/use-signed-in';
import { useCheckPassCode } from './api/check-pass-code';
import { useRedeemPassCode } from './api/redeem-pass-code';
import { SignUpOrSignIn } from './sign-up-or-sign-in';

/**
 * PassLogin, the Backstage Pass code page (`/pass-login?code=`, docs/product.md#backstage-pass): check a code,
 * then redeem it signed in; a visitor signs up (signup source `pass_login`) or signs in first and comes back
 * here with the code to redeem it.
 */
export default function PassLoginPage() {
  const { t } = useTranslation('pass');
  usePageTitle(t('title'));
  const [typed, setTyped] = useState(useQueryParam('code') ?? '');
  const check = useCheckPassCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) check.mutate(typed.trim());
  };
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography>{t('intro')}</Typography>
        <Card variant="outlined" component="section" aria-labelledby="pass-code-title">
          <CardContent>
            <Stack component="form" noValidate onSubmit={submit} spacing={2}>
              <Typography id="pass-code-title" variant="h2">
                {t('codeTitle')}
              </Typography>
              <TextField
                label={t('code')}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  check.reset();
                }}
                error={check.isError}
                helperText={check.isError ? refusal(check.error) : t('codeHelp')}
                slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters', spellCheck: false } }}
              />
              <SubmitButton
                pending={check.isPending}
                disabled={!typed.trim()}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('check')}
              </SubmitButton>
            </Stack>
          </CardContent>
        </Card>
        {check.data && <PassFound pass={check.data} />}
      </Stack>
    </PageContainer>
  );
}

/** The server's words for a refused code: a malformed one is refused as a field of the address. */
function refusal(error: Error): string {
  const field = error instanceof ApiRequestError ? error.body.fields?.[0] : undefined;
  return field?.message ?? error.message;
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
    <Card variant="outlined" component="section" aria-labelledby="pass-found-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="pass-found-title" variant="h2">
            {t('found', { event: pass.event })}
          </Typography>
          {expires && <Typography color="text.secondary">{t('expires', { date: expires })}</Typography>}
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
        </Stack>
      </CardContent>
    </Card>
  );
}
