import type { PaymentResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { listPayments } from './payment-repo';

/** `user-payment-history/{userId}`: charges, declined charges and refunds, newest first. */
export async function paymentHistory(deps: Deps, userId: string): Promise<PaymentResponse[]> {
  return (await listPayments(deps.db, userId)).map((p) => ({
    paymentId: p.id,
    subscriptionId: p.subscriptionId,
    kind: p.kind,
    status: p.status,
    description: p.description,
    amountCents: p.amountCents,
    currency: p.currency,
    cardLast4: p.cardLast4,
    key: p.key,
    local:
      p.localAmountMinor !== null && p.localCurrency && p.exchangeRate !== null && p.rateDate
        ? {
            amountMinor: p.localAmountMinor,
            currency: p.localCurrency,
            rate: p.exchangeRate,
            rateDate: p.rateDate,
          }
        : null,
    date: p.createDate.toISOString(),
  }));
}
