import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clearCachedData } from '@/lib/storage';
import { SectionCard } from '@/lib/ui/section-card';
import { useSnackbar } from '@/lib/ui/snackbar';

/**
 * Clear cache: removes the stored master, product and localisation data (everything under the cache prefix)
 * and the server data held in memory that no screen shows now; credentials and settings stay.
 */
export function ClearCacheCard() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const clear = () => {
    clearCachedData();
    // Data on screen (the profile) stays; everything else loads fresh when next needed.
    queryClient.removeQueries({ type: 'inactive' });
    snackbar.show(t('cache.cleared'), 'success');
  };
  return (
    <SectionCard title={t('cache.title')} intro={t('cache.intro')}>
      <Button variant="outlined" onClick={clear} sx={{ alignSelf: 'flex-start' }}>
        {t('cache.clear')}
      </Button>
    </SectionCard>
  );
}
