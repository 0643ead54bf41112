import { countryByName, fullName } from '@backstage/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '@/lib/api/get-profile';
import { useCountryName } from '@/lib/country-names';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';

/** A culture code (`ja-JP`) as a language name in the interface language; the code when Intl cannot tell. */
function languageName(code: string | undefined, language: string): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The profile section: who the account is; changes are made in account settings' profile tab. */
export function ProfileSection() {
  const { t, i18n } = useTranslation('cloud');
  const profile = useProfile();
  const countryName = useCountryName();
  if (profile.isPending) return <CenteredSpinner />;
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => profile.refetch()} />;
  const me = profile.data;
  const country = countryByName(me.country);
  const rows: [string, string | undefined][] = [
    [t('profileSection.name'), fullName(i18n.language, me)],
    [t('profileSection.email'), me.email],
    [t('profileSection.country'), country ? countryName(country) : me.country],
    [t('profileSection.language'), languageName(me.cultureCode?.value, i18n.language)],
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
