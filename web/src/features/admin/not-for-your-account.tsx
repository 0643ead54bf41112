import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CardPage } from '@/lib/ui/card-page';

/** A customer who opens the console: a plain page, nothing of the console drawn (docs/product.md#staff-console). */
export function NotForYourAccount() {
  const { t } = useTranslation('admin');
  return (
    <CardPage title={t('notForYou.title')}>
      <Typography>{t('notForYou.text')}</Typography>
    </CardPage>
  );
}
