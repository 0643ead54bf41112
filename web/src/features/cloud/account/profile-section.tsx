import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '@/lib/api/get-profile';
import { CenteredSpinner } from '@/lib/ui/progress';

/** The profile section: who the account is; changes are made in account settings' profile tab. */
export function ProfileSection() {
  const { t } = useTranslation('cloud');
  const profile = useProfile();
  if (profile.isPending) return <CenteredSpinner />;
  if (profile.isError) return <Alert severity="error">{profile.error.message}</Alert>;
  const me = profile.data;
  const rows: [string, string | undefined][] = [
    [t('profileSection.name'), [me.firstName, me.middleName, me.lastName].filter(Boolean).join(' ')],
    [t('profileSection.email'), me.email],
    [t('profileSection.country'), me.country],
    [t('profileSection.language'), me.cultureCode?.value],
  ];
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Typography component="dt" color="text.secondary">
              {label}:
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || t('profileSection.notGiven')}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Button component={Link} to="/settings/profile" variant="outlined">
        {t('profileSection.edit')}
      </Button>
    </Stack>
  );
}
