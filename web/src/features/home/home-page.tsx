import { greetingName } from '@backstage/domain';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/lib/api/get-profile';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { FeedPreview } from './feed-preview';
import { GearAtAGlance } from './gear-at-a-glance';
import { NewsletterSignUp } from './newsletter-sign-up';
import { Shortcuts } from './shortcuts';

/** Home after sign-in (docs/product.md#home-after-sign-in): my gear at a glance, the feed's newest, shortcuts, the newsletter. */
export default function HomePage() {
  const { t, i18n } = useTranslation('homeDashboard');
  usePageTitle(t('title'));
  const me = useProfile();
  if (me.isPending) return <CenteredSpinner />;
  return (
    <PageContainer>
      <Stack spacing={4}>
        <Stack spacing={0.5}>
          <Typography variant="h1">
            {me.data ? t('greeting', { name: greetingName(i18n.language, me.data) }) : t('title')}
          </Typography>
          {me.data && (
            <Typography color="text.secondary">{t('signedInAs', { email: me.data.email })}</Typography>
          )}
        </Stack>
        <GearAtAGlance />
        {me.data && <NewsletterSignUp profile={me.data} />}
        <FeedPreview />
        <Shortcuts />
      </Stack>
    </PageContainer>
  );
}
