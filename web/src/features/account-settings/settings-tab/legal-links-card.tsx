import type { UserResponse } from '@backstage/domain';
import { PUBLIC_PATH } from '@backstage/domain';
import { Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '@/lib/current-brand';
import { SectionCard } from '@/lib/ui/section-card';
import { usePrivacyPolicyUrl } from '../api/get-privacy-policy-url';

// The router's basename: paths inside the app are relative to it.
const BASE = PUBLIC_PATH.replace(/\/$/, '');

// The services API answers a full URL; one into this app opens without reloading it.
function inAppPath(url: string): string | undefined {
  const parsed = new URL(url, window.location.origin);
  if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith(`${BASE}/`)) return undefined;
  return `${parsed.pathname.slice(BASE.length)}${parsed.search}${parsed.hash}`;
}

/** Terms of use, and the privacy policy for the user's culture, country and brand (docs/product.md#privacy-policy-link). */
export function LegalLinksCard({ profile }: { profile: UserResponse }) {
  const { t, i18n } = useTranslation('settings');
  const { brand } = useBrand();
  const privacy = usePrivacyPolicyUrl({ cultureCode: i18n.language, country: profile.country ?? '', brand });
  const privacyPath = privacy.data && inAppPath(privacy.data.url);
  return (
    <SectionCard title={t('legal.title')}>
      <List disablePadding>
        <ListItem disableGutters>
          <Link underline="always" component={RouterLink} to="/policies">
            {t('legal.terms')}
          </Link>
        </ListItem>
        <ListItem disableGutters>
          {privacy.data ? (
            privacyPath ? (
              <Link underline="always" component={RouterLink} to={privacyPath}>
                {t('legal.privacy')}
              </Link>
            ) : (
              <Link underline="always" href={privacy.data.url}>
                {t('legal.privacy')}
              </Link>
            )
          ) : (
            <Typography
              color={privacy.isError ? 'error' : 'text.secondary'}
              role={privacy.isError ? 'alert' : undefined}
            >
              {t(privacy.isError ? 'legal.privacyFailed' : 'legal.privacyLoading')}
            </Typography>
          )}
        </ListItem>
      </List>
    </SectionCard>
  );
}
