import type { Queryable } from '../../db/db';

export interface PaymentRow {
  id: string;
  /** Null once the account is deleted: the row stays, anonymised (ADR 040). */
  userId: string | null;
  subscriptionId: string | null;
  kind: 'order' | 'renewal' | 'refund';
  status: 'paid' | 'declined' | 'refunded';
  description: string;
  amountCents: number;
  currency: string;
  cardLast4: string | null;
  createDate: Date;
  key: string | null;
  /** What the card was charged in the member's currency (docs/decisions/065-*); null: charged in USD. */
  localAmountMinor: number | null;
  localCurrency: string | null;
  exchangeRate: number | null;
  rateDate: string | null;
}

const COLUMNS = `p.id, p.user_id as "userId", p.subscription_id as "subscriptionId", p.kind, p.status,
  p.description, p.amount_cents as "amountCents", p.currency, p.card_last4 as "cardLast4",
  p.create_date as "createDate", k.key, p.local_amount_minor::int as "localAmountMinor",
  p.local_currency as "localCurrency", p.exchange_rate::float8 as "exchangeRate",
  to_char(p.rate_date, 'YYYY-MM-DD') as "rateDate"`;

/** Billing history, newest first, with the key a lifetime order issued. */
export async function listPayments(db: Queryable, userId: string): Promise<PaymentRow[]> {
  const sql = `select ${COLUMNS} from cloud_payments p left join cloud_keys k on k.payment_id = p.id
    where p.user_id = $1 order by p.create_date desc, p.id desc`;
  return (await db.query<PaymentRow>(sql, [userId])).rows;
}

type LocalColumns = 'localAmountMinor' | 'localCurrency' | 'exchangeRate' | 'rateDate';
export type NewPayment = Omit<PaymentRow, 'id' | 'key' | 'userId' | LocalColumns> &
  Partial<Pick<PaymentRow, LocalColumns>> & {
    userId: string;
    /** The outside processor's order id (docs/decisions/026-fastspring-adapter.md): one order, one row. */
    processorRef?: string | null;
  };

/** Records a charge, decline or refund; answers its id, or undefined when the processor's order is already recorded. */
export async function insertPayment(db: Queryable, p: NewPayment): Promise<string> {
  const id = await insertPaymentOnce(db, p);
  if (!id) throw new Error(`payment for order ${p.processorRef} recorded twice`);
  return id;
}

/** Like insertPayment, but a processor order already recorded is left as it is (answers undefined). */
export async function insertPaymentOnce(db: Queryable, p: NewPayment): Promise<string | undefined> {
  const sql = `insert into cloud_payments (user_id, subscription_id, kind, status, description, amount_cents,
      currency, card_last4, create_date, processor_ref, local_amount_minor, local_currency, exchange_rate, rate_date)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
    on conflict do nothing returning id`;
  const values = [
    p.userId,
    p.subscriptionId,
    p.kind,
    p.status,
    p.description,
    p.amountCents,
    p.currency,
    p.cardLast4,
    p.createDate,
    p.processorRef ?? null,
    p.localAmountMinor ?? null,
    p.localCurrency ?? null,
    p.exchangeRate ?? null,
    p.rateDate ?? null,
  ];
  return (await db.query<{ id: string }>(sql, values)).rows[0]?.id;
}

/** The paid first order of a subscription (what a refund gives back). */
export async function findFirstOrder(db: Queryable, subscriptionId: string) {
  const sql = `select id, amount_cents as "amountCents", card_last4 as "cardLast4" from cloud_payments
    where subscription_id = $1 and kind = 'order' and status = 'paid' order by create_date desc limit 1`;
  return (
    await db.query<{ id: string; amountCents: number; cardLast4: string | null }>(sql, [subscriptionId])
  ).rows[0];
}

/** Months of paid membership: what the loyalty program counts (docs/product.md#loyalty-program). */
export async function paidMonths(db: Queryable, userId: string): Promise<number> {
  const sql = `select coalesce(sum(s.period_months), 0)::int as months from cloud_payments p
    join subscriptions s on s.id = p.subscription_id
    where p.user_id = $1 and p.status = 'paid' and p.kind in ('order', 'renewal') and s.period_months is not null
      and not exists (select 1 from cloud_payments r where r.subscription_id = p.subscription_id and r.kind = 'refund')`;
  return (await db.query<{ months: number }>(sql, [userId])).rows[0]!.months;
}

/** Whether an outside processor's order is already in billing history. */
export async function isOrderRecorded(db: Queryable, processorRef: string): Promise<boolean> {
  const sql = 'select 1 from cloud_payments where processor_ref = $1';
  return (await db.query(sql, [processorRef])).rows.length > 0;
}
