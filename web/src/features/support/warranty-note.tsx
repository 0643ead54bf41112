import type { WarrantyResponse } from '@backstage/domain';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCulture } from '@/i18n';

/** What the support form says of the chosen product's warranty; the ticket says the same (docs/product.md#warranty). */
export function WarrantyNote({ warranty }: { warranty: WarrantyResponse }) {
  const { t } = useTranslation('support');
  const { cultureCode } = useCulture();
  const date = warranty.endsOn
    ? new Intl.DateTimeFormat(cultureCode, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${warranty.endsOn}T00:00:00Z`),
      )
    : '';
  return (
    <Alert severity={warranty.status === 'active' ? 'success' : 'info'}>
      {t(`warranty.${warranty.status}`, { date })}
    </Alert>
  );
}
