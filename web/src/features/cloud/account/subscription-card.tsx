import { SUBSCRIPTION_STATUS, type SubscriptionResponse, shownCancelReason } from '@backstage/domain';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/ui/snackbar';
import { usePaymentMethodUrl } from '../api/get-payment-method-url';
import { day, money, usd } from '../format';

// The dialog's form (react-hook-form, the reasons) loads when a member opens it, not with every account page.
const CancelDialog = lazy(() => import('./cancel-dialog').then((m) => ({ default: m.CancelDialog })));

const statusName = (status: number) =>
  Object.entries(SUBSCRIPTION_STATUS).find(([, value]) => value === status)?.[0] ?? 'None';

/** A subscription: status, dates, card; update the card or cancel while it is billed. */
export function SubscriptionCard({ sub }: { sub: SubscriptionResponse }) {
  const { t, i18n } = useTranslation('cloud');
  const [cancelling, setCancelling] = useState(false);
  const cardUrl = usePaymentMethodUrl();
  const snackbar = useSnackbar();
  const billed = sub.status === SUBSCRIPTION_STATUS.Subscribed && sub.hasAccess;
  const openCardPage = async () => {
    try {
      window.location.assign(await cardUrl.mutateAsync(sub.subscriptionId));
    } catch (error) {
      snackbar.show((error as Error).message, 'error');
    }
  };
  const reason = shownCancelReason(sub.cancellationReason, sub.cancellationComment);
  // Renewals are charged in the member's currency (ADR 065): that amount, with the USD list price beside it.
  const listPrice = usd(sub.priceCents, i18n.language);
  const nextCharge = sub.local
    ? `${money(sub.local.amountMinor, sub.local.currency, i18n.language)} (${t('billing.listPrice', { price: listPrice })})`
    : listPrice;
  const lines: [string, string | null][] = [
    [t('subs.created'), day(sub.createDate, i18n.language)],
    [t('subs.nextCharge'), sub.nextChargeDate && `${day(sub.nextChargeDate, i18n.language)} · ${nextCharge}`],
    [
      sub.hasAccess ? t('subs.accessUntil') : t('subs.ended'),
      sub.endDate ? day(sub.endDate, i18n.language) : t('subs.never'),
    ],
    [t('subs.card'), sub.cardLast4 && `•••• ${sub.cardLast4}`],
    [t('subs.reason'), reason && t(`cancel.reasons.${reason}`)],
  ];
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
              {sub.name}
            </Typography>
            <Chip
              label={t(`status.${statusName(sub.status)}`)}
              color={sub.hasAccess ? 'success' : 'default'}
              size="small"
            />
          </Stack>
          <dl style={{ margin: 0 }}>
            {lines
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Stack key={label} direction="row" sx={{ gap: 1 }}>
                  <Typography component="dt" color="text.secondary">
                    {label}:
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
          </dl>
        </Stack>
      </CardContent>
      {billed && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {sub.cardLast4 && (
            <Button onClick={openCardPage} disabled={cardUrl.isPending}>
              {t('subs.updateCard')}
            </Button>
          )}
          <Button onClick={() => setCancelling(true)}>{t('subs.cancel')}</Button>
        </CardActions>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelDialog sub={sub} onClose={() => setCancelling(false)} />
        </Suspense>
      )}
    </Card>
  );
}
