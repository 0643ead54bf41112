import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CloudPage } from '../cloud-page';

/** ThankYou: back from the processor's page (or the trial's start). */
export default function ThankYouPage() {
  const { t } = useTranslation('cloud');
  const [query] = useSearchParams();
  const offer = query.get('offer') ?? '';
  return (
    <CloudPage title={t('thanks.title')}>
      <Typography>
        {offer.startsWith('lifetime-')
          ? t('thanks.key')
          : offer === 'ultimate-trial'
            ? t('thanks.trial')
            : t('thanks.plan')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to={offer.startsWith('lifetime-') ? '/cloud/account/billing' : '/cloud/account/subscriptions'}
          variant="contained"
        >
          {t('home.account')}
        </Button>
        <Button component={Link} to="/cloud" variant="outlined">
          {t('home.title')}
        </Button>
      </Stack>
    </CloudPage>
  );
}
