import BuildIcon from '@mui/icons-material/Build';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../app/shell/app-shell';
import { usePageTitle } from '../../app/use-page-title';
import { formatMaintenanceWindow } from './maintenance-window';

/** Maintenance: the service is paused during the maintenance window (spec §9). */
export default function MaintenancePage() {
  const { t, i18n } = useTranslation('maintenance');
  usePageTitle(t('title'));
  return (
    <PageContainer narrow>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BuildIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h1">{t('title')}</Typography>
        <Typography>{t('text')}</Typography>
        <Typography>
          <strong>{t('window')}</strong> {formatMaintenanceWindow(i18n.language)}
        </Typography>
        <Typography color="text.secondary">{t('thanks')}</Typography>
      </Stack>
    </PageContainer>
  );
}
