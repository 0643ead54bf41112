import { isConsentBannerEnabled } from '@backstage/domain';
import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '@/lib/current-brand';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** consent banner (docs/product.md#consent-banner): ROLAND, BOSS and RVS only, never on localhost; the choice is remembered. */
export function ConsentBanner({ host = window.location.hostname }: { host?: string }) {
  const { brand } = useBrand();
  const { t } = useTranslation('common');
  const [choice, setChoice] = useState(() => readStored(STORAGE_KEYS.consent));
  if (choice || !isConsentBannerEnabled(brand, host)) return null;
  const decide = (value: 'accepted' | 'declined') => {
    writeStored(STORAGE_KEYS.consent, value);
    setChoice(value);
  };
  return (
    <Paper
      role="region"
      aria-label={t('consent.title')}
      elevation={6}
      sx={{
        position: 'fixed',
        insetInline: 16,
        // Above the phone's bottom bar when it shows.
        bottom: 'calc(var(--bottom-bar-height, 0px) + 16px)',
        p: 2,
        zIndex: 'snackbar',
        maxWidth: 720,
        mx: 'auto',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('consent.text')}{' '}
          <Link component={RouterLink} to="/privacy" underline="always">
            {t('consent.privacyLink')}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => decide('declined')}>
            {t('consent.decline')}
          </Button>
          <Button variant="contained" onClick={() => decide('accepted')}>
            {t('consent.accept')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
