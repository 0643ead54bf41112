import { LOGIN_PATH } from '@backstage/domain';
import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { saveCredentials } from '@/lib/credentials';
import { useQueryParam } from '@/lib/query-params';
import { takeRedirectRoute } from '@/lib/redirect-route';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { finishAuthorization, startAuthorization } from './authorization';

/** OAuth2Redirect: the PKCE client — starts single sign-on, or finishes it when the code comes back. */
export default function OAuth2RedirectPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const code = useQueryParam('code') ?? null;
  const state = useQueryParam('state') ?? null;
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
