import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { FeatureCards } from './feature-cards';
import { HomeHero } from './home-hero';
import { LoginForm } from './login-form';

/** HomeLogin: the home before sign-in, saying what the account gives an owner. */
export default function HomeLoginPage() {
  const { t } = useTranslation('home');
  usePageTitle(t('title'));
  return (
    <>
      <HomeHero aside={<LoginForm />} />
      <FeatureCards />
    </>
  );
}
