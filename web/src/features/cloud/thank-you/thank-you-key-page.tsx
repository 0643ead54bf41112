import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButtons } from '@/lib/ui/link-buttons';
import { CloudPage } from '../cloud-page';

/** ThankYouKey: a key or serial registered its product; opened without one, it says nothing was confirmed. */
export default function ThankYouKeyPage() {
  const { t } = useTranslation('cloud');
  const [query] = useSearchParams();
  const product = query.get('product')?.trim();
  return (
    <CloudPage title={t('thanks.keyTitle')}>
      <Typography>{product ? t('thanks.keyRegistered', { product }) : t('thanks.keyNotNamed')}</Typography>
      <LinkButtons
        links={[
          { to: '/cloud/account/products', label: t('products.title') },
          { to: '/cloud', label: t('home.title') },
        ]}
      />
    </CloudPage>
  );
}
