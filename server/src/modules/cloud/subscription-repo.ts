import { SUBSCRIPTION_STATUS as S, SUBSCRIPTION_TYPE as T } from '@backstage/domain';
import { setList } from '../../db/columns';
import type { Queryable } from '../../db/db';

export interface SubscriptionRow {
  id: string;
  userId: string;
  type: number;
  status: number;
  source: number;
  offerId: string | null;
  processor: string;
  processorRef: string | null;
  cardLast4: string | null;
  cardToken: string | null;
  amountCents: number;
  currency: string;
  periodMonths: number | null;
  createDate: Date;
  nextChargeDate: Date | null;
  endDate: Date | null;
  renewalAttempts: number;
  firstOrderDate: Date | null;
  cancellationReason: string | null;
  cancellationComment: string | null;
  /** The built-in processor's charges in this currency (the first order's; docs/decisions/065-*); null: USD. */
  localCurrency: string | null;
}

const COLUMNS = `id, user_id as "userId", type, status, source, offer_id as "offerId", processor,
  processor_ref as "processorRef", card_last4 as "cardLast4", card_token as "cardToken",
  amount_cents as "amountCents", currency, period_months as "periodMonths", create_date as "createDate",
  next_charge_date as "nextChargeDate", end_date as "endDate", renewal_attempts as "renewalAttempts",
  first_order_date as "firstOrderDate", cancellation_reason as "cancellationReason",
  cancellation_comment as "cancellationComment", local_currency as "localCurrency"`;

export async function listSubscriptions(db: Queryable, userId: string): Promise<SubscriptionRow[]> {
  const sql = `select ${COLUMNS} from subscriptions where user_id = $1 order by create_date desc, id`;
  return (await db.query<SubscriptionRow>(sql, [userId])).rows;
}

/** One of the user's subscriptions, locked for the change about to be made when `forUpdate`. */
export async function findSubscription(db: Queryable, userId: string, id: string, forUpdate = false) {
  const sql = `select ${COLUMNS} from subscriptions where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`;
  return (await db.query<SubscriptionRow>(sql, [id, userId])).rows[0];
}

export async function findByProcessorRef(db: Queryable, processor: string, ref: string) {
  const sql = `select ${COLUMNS} from subscriptions where processor = $1 and processor_ref = $2 for update`;
  return (await db.query<SubscriptionRow>(sql, [processor, ref])).rows[0];
}

export type NewSubscription = Omit<
  SubscriptionRow,
  'id' | 'renewalAttempts' | 'cancellationReason' | 'cancellationComment' | 'localCurrency'
> & { localCurrency?: string | null };

export async function insertSubscription(db: Queryable, s: NewSubscription): Promise<SubscriptionRow> {
  const sql = `insert into subscriptions (user_id, type, status, source, offer_id, processor, processor_ref,
      card_last4, card_token, amount_cents, currency, period_months, create_date, next_charge_date, end_date,
      first_order_date, update_date, local_currency)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $13, $17)
    returning ${COLUMNS}`;
  const values = [
    s.userId,
    s.type,
    s.status,
    s.source,
    s.offerId,
    s.processor,
    s.processorRef,
    s.cardLast4,
    s.cardToken,
    s.amountCents,
    s.currency,
    s.periodMonths,
    s.createDate,
    s.nextChargeDate,
    s.endDate,
    s.firstOrderDate,
    s.localCurrency ?? null,
  ];
  return (await db.query<SubscriptionRow>(sql, values)).rows[0]!;
}

// What a state change may write; the id, owner and creation date never change.
const CHANGEABLE = [
  'type',
  'status',
  'source',
  'offerId',
  'processor',
  'processorRef',
  'cardLast4',
  'cardToken',
  'amountCents',
  'currency',
  'periodMonths',
  'nextChargeDate',
  'endDate',
  'renewalAttempts',
  'firstOrderDate',
  'cancellationReason',
  'cancellationComment',
  'localCurrency',
] as const satisfies readonly (keyof SubscriptionRow)[];

/** Writes the fields a state change sets; the others stay. */
export async function updateSubscription(
  db: Queryable,
  id: string,
  changes: Partial<Pick<SubscriptionRow, (typeof CHANGEABLE)[number]>>,
): Promise<SubscriptionRow> {
  const { sets, values } = setList(changes, CHANGEABLE, 2);
  const sql = `update subscriptions set ${[...sets, 'update_date = now()'].join(', ')} where id = $1 returning ${COLUMNS}`;
  return (await db.query<SubscriptionRow>(sql, [id, ...values])).rows[0]!;
}

/** Built-in renewals due by `now`, oldest first; locked rows (another process charging) are skipped. */
export async function claimDueRenewal(db: Queryable, now: Date): Promise<SubscriptionRow | undefined> {
  const sql = `select ${COLUMNS} from subscriptions where processor = 'builtin' and status = $2
      and next_charge_date is not null and next_charge_date <= $1
    order by next_charge_date limit 1 for update skip locked`;
  return (await db.query<SubscriptionRow>(sql, [now, S.Subscribed])).rows[0];
}

/**
 * docs/product.md#subscriptions: periods that ended without renewal end access. A trial becomes
 * TrialExpired, non-renewing and cancelled subscriptions Expired. Answers how many changed.
 */
export async function expireEnded(db: Queryable, now: Date): Promise<number> {
  const sql = `update subscriptions set status = case when type = $2::int then $3::int else $4::int end,
      next_charge_date = null, update_date = now()
    where end_date is not null and end_date <= $1 and next_charge_date is null and status = any($5::int[])
    returning id`;
  const ending = [S.Subscribed, S.Cancelled, S.NonRenew];
  return (await db.query(sql, [now, T.Trial, S.TrialExpired, S.Expired, ending])).rows.length;
}

/**
 * Removes what names a person from their cloud records: cancellation comments and card details
 * (`put-anonymize`, and account deletion before the user row goes: ADR 040).
 */
export async function anonymize(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update subscriptions set cancellation_comment = null, card_last4 = null, card_token = null, update_date = now()
     where user_id = $1`,
    [userId],
  );
  await db.query('update cloud_payments set card_last4 = null where user_id = $1', [userId]);
}
