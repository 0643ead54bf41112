import { ACCOUNT_VIEW_SIGN_INS } from '@backstage/domain';
import type { Queryable } from '../../db/db';

// What the account view reads (docs/product.md#account-view). Each query names its columns: a hash, a TOTP
// secret, a recovery code, a token or a mail code is never selected (ADR 080).

export interface CustomerRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  cultureCode: string;
  country: string | null;
  brand: string;
  status: 'pending' | 'active';
  created: Date;
  twoStep: boolean;
}

export async function findCustomer(db: Queryable, userId: string): Promise<CustomerRow | undefined> {
  const sql = `select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName",
      u.culture_code as "cultureCode", u.country, u.brand, u.status, u.create_date as created,
      exists (select 1 from totp_factors f where f.user_id = u.id and f.enabled_at is not null) as "twoStep"
    from users u where u.id = $1`;
  return (await db.query<CustomerRow>(sql, [userId])).rows[0];
}

export async function recentSignIns(db: Queryable, userId: string) {
  const sql = `select create_date as at, kind, client_id as client, device, browser, country
    from sign_in_events where user_id = $1 order by create_date desc, id desc limit ${ACCOUNT_VIEW_SIGN_INS}`;
  return (
    await db.query<{
      at: Date;
      kind: string;
      client: string;
      device: string;
      browser: string;
      country: string;
    }>(sql, [userId])
  ).rows;
}

export async function customerPasskeys(db: Queryable, userId: string) {
  const sql = `select id, name, create_date as created, last_used as "lastUsed" from passkeys
    where user_id = $1 order by create_date`;
  return (await db.query<{ id: string; name: string; created: Date; lastUsed: Date | null }>(sql, [userId]))
    .rows;
}

export interface CustomerUnitRow {
  id: number;
  productName: string;
  serial: string | null;
  status: string;
  purchaseDate: string | null;
  createDate: Date;
  brand: string;
  categoryId: number | null;
  transferId: string | null;
  recipientEmail: string | null;
  transferCreated: Date | null;
  transferExpires: Date | null;
}

/** The customer's registrations with their product and open transfer, newest first. */
export async function customerUnits(db: Queryable, userId: string): Promise<CustomerUnitRow[]> {
  const sql = `select r.id, r.product_name as "productName", r.serial_code as serial, r.status,
      to_char(r.purchase_date, 'YYYY-MM-DD') as "purchaseDate", r.create_date as "createDate",
      p.brand, p.category_id as "categoryId", g.id as "transferId", g.recipient_email as "recipientEmail",
      g.create_date as "transferCreated", g.expires_at as "transferExpires"
    from registered_products r join products p on p.id = r.product_id
    left join gear_transfers g on g.registered_product_id = r.id and g.status = 'pending'
    where r.user_id = $1 order by r.id desc limit 200`;
  return (await db.query<CustomerUnitRow>(sql, [userId])).rows;
}

export async function customerTickets(db: Queryable, userId: string) {
  const sql = `select id, subject, status, create_date as created from support_tickets
    where user_id = $1 order by id desc limit 50`;
  return (await db.query<{ id: number; subject: string; status: string; created: Date }>(sql, [userId])).rows;
}

export async function customerSubscriptions(db: Queryable, userId: string) {
  const sql = `select id, type, status, offer_id as "offerId", create_date as created, end_date as "endsAt"
    from subscriptions where user_id = $1 order by create_date desc limit 50`;
  return (
    await db.query<{
      id: string;
      type: number;
      status: number;
      offerId: string | null;
      created: Date;
      endsAt: Date | null;
    }>(sql, [userId])
  ).rows;
}

export async function customerOrders(db: Queryable, userId: string) {
  const sql = `select id, kind, status, description, amount_cents as "amountCents", currency, create_date as created
    from cloud_payments where user_id = $1 order by create_date desc limit 50`;
  return (
    await db.query<{
      id: string;
      kind: string;
      status: string;
      description: string;
      amountCents: number;
      currency: string;
      created: Date;
    }>(sql, [userId])
  ).rows;
}
