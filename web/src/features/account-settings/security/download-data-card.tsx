import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/lib/ui/section-card';
import { useDownloadAccountExport } from './api/get-account-export';

/** "Download my data": a JSON file of everything the account holds, without secrets (docs/product.md#security-centre). */
export function DownloadDataCard() {
  const { t } = useTranslation('security');
  const download = useDownloadAccountExport();
  return (
    <SectionCard title={t('export.title')} intro={t('export.intro')}>
      {download.error && <Alert severity="error">{download.error.message}</Alert>}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('export.download')}
      </Button>
    </SectionCard>
  );
}
