import type { SubscriptionResponse } from '@backstage/domain';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { day } from '../format';

/** The membership giving access now (a plan or the trial), if any: the newest one with access. */
export function currentMembership(subs: readonly SubscriptionResponse[] | undefined) {
  return subs?.find((sub) => sub.hasAccess && sub.offerId && !sub.offerId.startsWith('lifetime-'));
}

/**
 * A member sees what they have and where to manage it before the offers (docs/product.md#cloud-screens); the
 * app client's view leaves out the way into the portal's account page (`manage` false, ADR 043).
 */
export function CurrentMembership({ sub, manage = true }: { sub: SubscriptionResponse; manage?: boolean }) {
  const { t, i18n } = useTranslation('cloud');
  return (
    <Alert severity="info">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <span>
          {sub.endDate
            ? t('plans.member', { name: sub.name, date: day(sub.endDate, i18n.language) })
            : t('plans.memberForever', { name: sub.name })}
        </span>
        {manage && (
          <Button
            component={Link}
            to="/cloud/account/subscriptions"
            color="inherit"
            size="small"
            variant="outlined"
          >
            {t('plans.manage')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
