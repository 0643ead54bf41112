import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirectRoute } from '@/lib/redirect-route';
import { SectionCard } from '@/lib/ui/section-card';

/**
 * Asks a visitor to sign in before sending a message, and brings them back to this page with the same
 * query afterwards (ContactUs and the app support pages keep their redirect query: docs/product.md#routes).
 */
export function SignInPrompt() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signIn = () => {
    rememberRedirectRoute(`${pathname}${search}`);
    navigate('/login');
  };
  return (
    <SectionCard title={t('contactUs.signInTitle')}>
      <Typography>{t('contactUs.signInText')}</Typography>
      <Button variant="contained" onClick={signIn} sx={{ alignSelf: 'flex-start' }}>
        {t('contactUs.signIn')}
      </Button>
    </SectionCard>
  );
}
