import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CloudPage } from '../cloud-page';

/** ThankYouKey: a key or serial registered its product; opened without one, it says nothing was confirmed. */
export default function ThankYouKeyPage() {
  const { t } = useTranslation('cloud');
  const [query] = useSearchParams();
  const product = query.get('product')?.trim();
  return (
    <CloudPage title={t('thanks.keyTitle')}>
      <Typography>{product ? t('thanks.keyRegistered', { product }) : t('thanks.keyNotNamed')}</Typography>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={Link} to="/cloud/account/products" variant="contained">
          {t('products.title')}
        </Button>
        <Button component={Link} to="/cloud" variant="outlined">
          {t('home.title')}
        </Button>
      </Stack>
    </CloudPage>
  );
}
