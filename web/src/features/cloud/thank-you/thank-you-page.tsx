import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppClient } from '@/lib/query-params';
import { AppReturnActions } from '@/lib/ui/app-return';
import { LinkButtons } from '@/lib/ui/link-buttons';
import { CloudPage } from '../cloud-page';

/**
 * ThankYou: back from the processor's page (or the trial's start). In the app client's view (`?client=app`,
 * ADR 043) it hands the purchase back to the app instead of leading into the portal.
 */
export default function ThankYouPage() {
  const { t } = useTranslation('cloud');
  const [query] = useSearchParams();
  const appClient = useAppClient();
  const offer = query.get('offer') ?? '';
  const key = offer.startsWith('lifetime-');
  return (
    <CloudPage title={t('thanks.title')}>
      <Typography>
        {key ? t('thanks.key') : offer === 'ultimate-trial' ? t('thanks.trial') : t('thanks.plan')}
      </Typography>
      {appClient ? (
        <>
          <Typography>{t('thanks.appNext')}</Typography>
          <AppReturnActions flow="membership" />
        </>
      ) : (
        <LinkButtons
          links={[
            { to: key ? '/cloud/account/billing' : '/cloud/account/subscriptions', label: t('home.account') },
            { to: '/cloud', label: t('home.title') },
          ]}
        />
      )}
    </CloudPage>
  );
}
