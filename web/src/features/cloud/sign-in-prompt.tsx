import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirectRoute } from '@/lib/redirect-route';

/**
 * docs/product.md#routes: cloud activation and contact-us ask a visitor to sign in there, then come back with
 * their query.
 */
export function SignInPrompt({ message }: { message: string }) {
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
          <Typography>{message}</Typography>
          <Button variant="contained" onClick={signIn}>
            {t('signIn')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
