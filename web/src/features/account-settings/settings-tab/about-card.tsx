import { BUILD_NUMBER, TEXT_CATALOGUE_VERSION } from '@backstage/domain';
import { Box, Button, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appVersionHash } from '@/lib/analytics';
import { SectionCard } from '@/lib/ui/section-card';

// The licence texts are large: they load only when asked for.
const LicensesDialog = lazy(() => import('./licenses-dialog').then((m) => ({ default: m.LicensesDialog })));

/** About app: build number 3083 (docs/product.md#about-app), the text catalogue version, and the open-source licences. */
export function AboutCard() {
  const { t } = useTranslation('settings');
  const [licensesOpen, setLicensesOpen] = useState(false);
  // Kept mounted once opened, so closing plays its transition.
  const [licensesUsed, setLicensesUsed] = useState(false);
  const hash = appVersionHash();
  const rows: [string, string][] = [
    [t('about.buildNumber'), String(BUILD_NUMBER)],
    [t('about.textVersion'), TEXT_CATALOGUE_VERSION],
    ...(hash ? [[t('about.versionHash'), hash] as [string, string]] : []),
  ];
  return (
    <SectionCard title={t('about.title')}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // Term above value on phones: Japanese terms are long.
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0, sm: 1 },
          m: 0,
        }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        variant="outlined"
        onClick={() => {
          setLicensesUsed(true);
          setLicensesOpen(true);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('about.licenses')}
      </Button>
      {licensesUsed && (
        <Suspense fallback={null}>
          <LicensesDialog open={licensesOpen} onClose={() => setLicensesOpen(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
