import { Stack, Typography } from '@mui/material';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useCulture } from '@/i18n';
import { useProfile } from '@/lib/api/get-profile';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { ProfileTab } from './profile-tab/profile-tab';

// The profile tab, where /settings opens, comes with the page; each other tab is a chunk of its own, loaded
// when chosen, so the page stays within the signed-in route script budget (issue #14).
const InterestsTab = lazy(() =>
  import('./interests-tab/interests-tab').then((m) => ({ default: m.InterestsTab })),
);
const SettingsTab = lazy(() =>
  import('./settings-tab/settings-tab').then((m) => ({ default: m.SettingsTab })),
);
const SecurityTab = lazy(() => import('./security/security-tab').then((m) => ({ default: m.SecurityTab })));

const TABS = ['profile', 'interests', 'settings', 'security'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | undefined): value is Tab => TABS.includes(value as Tab);

/** AccountSettings with its tabs profile, interests, settings and security (docs/product.md#chrome); `/settings#profile` works too. */
export default function AccountSettingsPage() {
  const { tab } = useParams();
  const { hash } = useLocation();
  const { t } = useTranslation('shell');
  const { cultureCode } = useCulture();
  const profile = useProfile();
  const current: Tab | undefined =
    tab === undefined
      ? isTab(hash.slice(1))
        ? (hash.slice(1) as Tab)
        : 'profile'
      : isTab(tab)
        ? tab
        : undefined;
  usePageTitle(t(`tabs.${current ?? 'profile'}`));
  if (!current) return <Navigate to="/settings/profile" replace />;
  if (profile.isPending) return <CenteredSpinner />;
  if (!profile.data)
    return (
      <PageContainer narrow>
        {profile.error && <QueryError error={profile.error} onRetry={() => profile.refetch()} />}
      </PageContainer>
    );
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Typography variant="h1">{t(`tabs.${current}`)}</Typography>
        {current === 'profile' && <ProfileTab profile={profile.data} culture={cultureCode} />}
        {current === 'interests' && <InterestsTab profile={profile.data} />}
        {current === 'settings' && <SettingsTab />}
        {current === 'security' && <SecurityTab />}
      </Stack>
    </PageContainer>
  );
}
