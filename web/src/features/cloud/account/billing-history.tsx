import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { usePaymentHistory } from '../api/get-payment-history';
import { day, money, usd } from '../format';

/** Billing history: orders, renewals, declined charges and refunds, newest first, in the currency charged. */
export function BillingHistory() {
  const { t, i18n } = useTranslation('cloud');
  const history = usePaymentHistory();
  if (history.isPending) return <CenteredSpinner />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => history.refetch()} />;
  if (history.data.length === 0) return <Typography>{t('billing.empty')}</Typography>;
  return (
    // On a phone the table scrolls sideways: the scrolling box takes focus so keys can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label={t('billing.title')}>
      <Table aria-label={t('billing.title')} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.date')}</TableCell>
            <TableCell>{t('billing.item')}</TableCell>
            <TableCell>{t('billing.status')}</TableCell>
            <TableCell align="right">{t('billing.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.data.map((p) => (
            <TableRow key={p.paymentId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(p.date, i18n.language)}</TableCell>
              <TableCell>
                {p.description}
                {p.key && (
                  <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {t('billing.key', { key: p.key })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{t(`billing.${p.kind}.${p.status}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {/* What the card was charged; beside a local amount, the USD list price it came from (ADR 065). */}
                {p.local
                  ? money(p.local.amountMinor, p.local.currency, i18n.language)
                  : usd(p.amountCents, i18n.language)}
                {p.local && (
                  <Typography variant="body2" color="text.secondary">
                    {t('billing.listPrice', { price: usd(p.amountCents, i18n.language) })}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
