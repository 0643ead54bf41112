import { Stack } from '@mui/material';
import { useProfile } from '@/lib/api/get-profile';
import { CenteredSpinner } from '@/lib/ui/progress';
import { ChangeEmailCard } from '../change-email-card';
import { ChangePasswordCard } from '../change-password-card';
import { DeleteAccountCard } from '../delete-account-card';
import { AboutCard } from './about-card';
import { AnalyticsCard } from './analytics-card';
import { ClearCacheCard } from './clear-cache-card';
import { LegalLinksCard } from './legal-links-card';
import { NewsletterCard } from './newsletter-card';
import { RegionLanguageCard } from './region-language-card';

/**
 * AccountSettings "settings" tab (docs/product.md#screens screens): region and language, newsletter, the sign-in settings,
 * analytics, cache, terms and privacy, about and licences, and account deletion last.
 */
export function SettingsTab() {
  // The page loaded the profile before showing any tab; this reads the same query.
  const { data: profile } = useProfile();
  if (!profile) return <CenteredSpinner />;
  return (
    <Stack spacing={3}>
      <RegionLanguageCard profile={profile} />
      <NewsletterCard profile={profile} />
      <ChangeEmailCard currentEmail={profile.email} />
      <ChangePasswordCard />
      <AnalyticsCard />
      <ClearCacheCard />
      <LegalLinksCard profile={profile} />
      <AboutCard />
      <DeleteAccountCard />
    </Stack>
  );
}
