import { isLocalPath, OIDC_PATHS, routeByName, SIGNUP_PATH } from '@backstage/domain';
import { Alert, Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSignIn } from '@/lib/api/sign-in';
import { ApiRequestError } from '@/lib/api-client';
import { isSignedIn } from '@/lib/credentials';
import { HydrateLater } from '@/lib/hydration/hydrate-later';
import { useHydrated } from '@/lib/hydration/use-hydrated';
import { useQueryParam } from '@/lib/query-params';
import { takeRedirectAfterSignIn } from '@/lib/redirect-after-signup';
import type { SignInFormValues } from '@/lib/sign-in-fields';
import { useDialogs } from '@/lib/ui/dialogs';
import { CenteredSpinner } from '@/lib/ui/progress';
import { SubmitButton } from '@/lib/ui/submit-button';
import { TextInput } from '@/lib/ui/text-input';
import { SIGN_IN_FIELDS, useSignInForm } from '@/lib/use-sign-in-form';
import { PasskeySignInButton } from './passkey-sign-in-button';

/** The authorization requests a sign-in returns to. */
const SIGN_ON_PATHS = ['/api/v1/oauth2/authorize', OIDC_PATHS.authorize];

// Only accounts with two-step sign-in need this step: its code loads when the password step asks for it.
const TwoStepForm = lazy(() => import('./two-step-form'));

/**
 * The sign-in form; a wrong password opens the spec's "Login Attempt Unsuccessful" dialog. An account with
 * two-step sign-in then asks for its code in the same card (docs/product.md#two-step-sign-in); a passkey signs
 * in without either (docs/product.md#passkeys). `byApp` (the sign-in of a purchase the maker's app started,
 * ADR 043): a new account is made in RegisterByApp, and nothing leads into the portal's own screens.
 */
export function LoginForm({ byApp = false }: { byApp?: boolean }) {
  const { t } = useTranslation('auth');
  const signupPath = byApp ? routeByName('RegisterByApp').path : SIGNUP_PATH;
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const next = useQueryParam('continue');
  const signIn = useSignIn();
  const [mfaToken, setMfaToken] = useState<string>();

  const signedIn = async () => {
    // Single sign-on for a brand site, or OpenID Connect for another (ADR 063): back to the authorization
    // request that sent the browser here.
    if (isLocalPath(next) && SIGN_ON_PATHS.some((path) => next.startsWith(`${path}?`)))
      return window.location.assign(next);
    const route = await takeRedirectAfterSignIn();
    // A session error on that first request (another user on the other brands) has already moved on.
    if (isSignedIn()) navigate(route, { replace: true });
  };

  const form = useSignInForm(async (values: SignInFormValues) => {
    try {
      const outcome = await signIn.mutateAsync(values);
      // docs/product.md#two-step-sign-in: the password was right; the code comes next.
      if (outcome) return setMfaToken(outcome.mfaToken);
      await signedIn();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'INCORRECT_CREDENTIALS') {
        dialogs.open({
          title: t('login.failedTitle'),
          body: error.message,
          actions: [
            { label: t('login.createAccount'), onClick: () => navigate(signupPath) },
            { label: t('login.tryAgain'), primary: true, onClick: () => form.focus('password') },
          ],
        });
      } else {
        form.setRootError(error instanceof Error ? error.message : t('login.failed'));
      }
    }
  });

  const restart = (message?: string) => {
    setMfaToken(undefined);
    form.clear('password');
    if (message) form.setRootError(message);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="login-title">
      <CardContent>
        {mfaToken ? (
          <Suspense fallback={<CenteredSpinner />}>
            <TwoStepForm mfaToken={mfaToken} onSignedIn={signedIn} onRestart={restart} />
          </Suspense>
        ) : (
          <Box component="form" noValidate onSubmit={form.submit}>
            <Stack spacing={2}>
              {/* In the app's view the form is the whole page: its heading is the page's. */}
              <Typography id="login-title" variant="h2" component={byApp ? 'h1' : 'h2'}>
                {t(byApp ? 'app.signInTitle' : 'login.title')}
              </Typography>
              {byApp && <Typography>{t('app.signInText')}</Typography>}
              {form.rootError && <Alert severity="error">{form.rootError}</Alert>}
              {SIGN_IN_FIELDS.map((name) => (
                <TextInput key={name} label={t(`fields.${name}`)} {...form.field(name)} />
              ))}
              <AdoptedSubmitButton submitting={form.isSubmitting}>{t('login.submit')}</AdoptedSubmitButton>
              {/* docs/product.md#passkeys: no address or password needed. */}
              <HydrateLater>
                <PasskeySignInButton
                  onSignedIn={signedIn}
                  onFailed={(message) => form.setRootError(message)}
                />
              </HydrateLater>
              <HydrateLater>
                <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                  {!byApp && (
                    <Link component={RouterLink} to="/reset-password">
                      {t('login.forgot')}
                    </Link>
                  )}
                  <Link component={RouterLink} to={signupPath}>
                    {t('login.createAccount')}
                  </Link>
                </Stack>
              </HydrateLater>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Disabled until adopted (ADR 046): a click on the prerendered page would submit the browser's way. */
function AdoptedSubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <SubmitButton size="large" pending={submitting} disabled={!hydrated}>
      {children}
    </SubmitButton>
  );
}
