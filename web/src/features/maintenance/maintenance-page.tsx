import BuildIcon from '@mui/icons-material/Build';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { formatMaintenanceWindow, maintenanceTimeZoneName } from './maintenance-window';

/** Maintenance: the service is paused during the maintenance window (docs/product.md#maintenance-window). */
export default function MaintenancePage() {
  const { t, i18n } = useTranslation('maintenance');
  usePageTitle(t('title'));
  return (
    <PageContainer narrow>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BuildIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h1">{t('title')}</Typography>
        <Typography>{t('text')}</Typography>
        <Box
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            p: 2,
            width: 1,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('window')}
          </Typography>
          <Typography variant="h3" component="p" sx={{ my: 0.5 }}>
            {formatMaintenanceWindow(i18n.language)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('timeZone', { zone: maintenanceTimeZoneName(i18n.language) })}
          </Typography>
        </Box>
        <Typography color="text.secondary">{t('thanks')}</Typography>
      </Stack>
    </PageContainer>
  );
}
