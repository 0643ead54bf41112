import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HydrateLater } from '@/lib/hydration/hydrate-later';
import { useAppClient } from '@/lib/query-params';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { FeatureCards } from './feature-cards';
import { HomeHero } from './home-hero';
import { LoginForm } from './login-form';

/** HomeLogin: the home before sign-in, saying what the account gives an owner. */
export default function HomeLoginPage() {
  const appClient = useAppClient();
  return appClient ? <AppSignIn /> : <HomeLogin />;
}

function HomeLogin() {
  const { t } = useTranslation('home');
  usePageTitle(t('title'));
  return (
    <>
      <HomeHero
        aside={
          <HydrateLater>
            <LoginForm />
          </HydrateLater>
        }
      />
      <HydrateLater>
        <FeatureCards />
      </HydrateLater>
    </>
  );
}

/**
 * `/login?client=app`: the sign-in alone, in app chrome, for a purchase started in the app client's view
 * (ADR 043); signed in, the remembered screen opens again with the flag.
 */
function AppSignIn() {
  const { t } = useTranslation('auth');
  usePageTitle(t('app.signInTitle'));
  return (
    <PageContainer narrow>
      <Box sx={{ maxWidth: 480, mx: 'auto' }}>
        <LoginForm byApp />
      </Box>
    </PageContainer>
  );
}
