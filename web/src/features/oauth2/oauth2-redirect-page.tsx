import { LOGIN_PATH } from '@backstage/domain';
import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../app/shell/app-shell';
import { CenteredSpinner } from '../../app/shell/progress';
import { saveCredentials } from '../../lib/credentials';
import { takeRedirectRoute } from '../../lib/redirect-route';
import { finishAuthorization, startAuthorization } from './api/oauth2-calls';

/** OAuth2Redirect: the PKCE client — starts single sign-on, or finishes it when the code comes back. */
export default function OAuth2RedirectPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    if (!code) {
      startAuthorization().catch((failure: Error) => setError(failure.message));
      return;
    }
    finishAuthorization(code, state).then(
      (credentials) => {
        saveCredentials(credentials);
        navigate(takeRedirectRoute(), { replace: true });
      },
      (failure: Error) => setError(failure.message),
    );
  }, [code, state, navigate]);
  if (!error) return <CenteredSpinner />;
  return (
    <PageContainer narrow>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{error}</Alert>
        <Button component={Link} to={LOGIN_PATH} variant="contained">
          {t('login.submit')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
