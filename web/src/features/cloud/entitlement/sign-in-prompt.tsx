import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirectRoute } from '@/lib/redirect-route';

/** docs/product.md#routes: cloud activation asks a visitor to sign in there, then comes back with its query. */
export function SignInPrompt() {
  const { t } = useTranslation('cloud');
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = () => {
    rememberRedirectRoute(`${location.pathname}${location.search}`);
    navigate('/login');
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('key.signInFirst')}</Typography>
          <Button variant="contained" onClick={signIn}>
            {t('key.signIn')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
