import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageContainer } from '../../app/shell/app-shell';
import { CenteredSpinner } from '../../app/shell/progress';
import { usePageTitle } from '../../app/use-page-title';
import { useCulture } from '../../i18n';
import { useProfile } from '../../lib/profile';
import { InterestsTab } from './interests-tab/interests-tab';
import { ProfileTab } from './profile-tab/profile-tab';
import { SettingsTab } from './settings-tab/settings-tab';

const TABS = ['profile', 'interests', 'settings'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | undefined): value is Tab => TABS.includes(value as Tab);

/** AccountSettings with its tabs profile, interests and settings (spec §2); `/settings#profile` works too. */
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
        <Typography role="alert">{profile.error?.message}</Typography>
      </PageContainer>
    );
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Typography variant="h1">{t(`tabs.${current}`)}</Typography>
        {current === 'profile' && <ProfileTab profile={profile.data} culture={cultureCode} />}
        {current === 'interests' && <InterestsTab profile={profile.data} />}
        {current === 'settings' && <SettingsTab />}
      </Stack>
    </PageContainer>
  );
}
