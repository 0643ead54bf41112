import type { RegistrationStatus } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** The stored columns of a registration a client may set (server-managed: id, user, dates, product name). */
export interface RegistrationColumns {
  productId: number;
  serialCode: string | null;
  purchaseDate: string | null;
  purchasingMethodId: number | null;
  storeId: number | null;
  dealerName: string | null;
  status: RegistrationStatus;
  /** Another account held the unit when this one was registered: pending until support settles it (ADR 093). */
  disputed: boolean;
}

/** A unit's current owner: the one account with a complete registration of the product and serial. */
export interface UnitHolder {
  registeredProductId: number;
  userId: string;
}

const COLUMNS = `product_id as "productId", serial_code as "serialCode",
  to_char(purchase_date, 'YYYY-MM-DD') as "purchaseDate", purchasing_method_id as "purchasingMethodId",
  store_id as "storeId", dealer_name as "dealerName", status, disputed_at is not null as disputed`;

const values = (c: RegistrationColumns) => [
  c.productId,
  c.serialCode,
  c.purchaseDate,
  c.purchasingMethodId,
  c.storeId,
  c.dealerName,
  c.status,
  c.disputed,
];

// The partial unique index of migration 093: a second account's complete registration of a held unit.
const isHeldElsewhere = (error: unknown) =>
  (error as { code?: unknown }).code === '23505' &&
  String((error as { constraint?: unknown }).constraint ?? (error as Error).message).includes(
    'registered_products_one_owner',
  );

/**
 * Adds a registration: its id, 'duplicate' when the user already has this product with this serial, 'held'
 * when it is complete and another account completed the same unit meanwhile.
 */
export async function insertRegistration(
  db: Queryable,
  userId: string,
  columns: RegistrationColumns,
): Promise<number | 'duplicate' | 'held'> {
  const sql = `insert into registered_products (user_id, product_id, serial_code, purchase_date,
      purchasing_method_id, store_id, dealer_name, status, disputed_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, case when $9::boolean then now() end)
    on conflict (user_id, product_id, serial_code) do nothing returning id`;
  try {
    return (await db.query<{ id: number }>(sql, [userId, ...values(columns)])).rows[0]?.id ?? 'duplicate';
  } catch (error) {
    if (isHeldElsewhere(error)) return 'held';
    throw error;
  }
}

/** The unit's current owner other than the user (ADR 093); undefined when nobody else holds it. */
export async function findUnitHolder(
  db: Queryable,
  productId: number,
  serialCode: string,
  userId: string,
): Promise<UnitHolder | undefined> {
  const sql = `select id as "registeredProductId", user_id as "userId" from registered_products
    where product_id = $1 and serial_code = $2 and status = 'registered' and user_id <> $3`;
  return (await db.query<UnitHolder>(sql, [productId, serialCode, userId])).rows[0];
}

/** The user's registration's columns; undefined when the user has no such registration. */
export async function findRegistration(db: Queryable, userId: string, id: number) {
  const sql = `select ${COLUMNS} from registered_products where id = $2 and user_id = $1`;
  return (await db.query<RegistrationColumns>(sql, [userId, id])).rows[0];
}

/**
 * Rewrites one of the user's registrations: 'missing' when the user has no such registration, 'duplicate'
 * when the change would repeat another of the user's registrations, 'held' when it would complete a unit
 * another account holds. A dispute keeps the time it started.
 */
export async function updateRegistration(
  db: Queryable,
  userId: string,
  id: number,
  columns: RegistrationColumns,
): Promise<'updated' | 'missing' | 'duplicate' | 'held'> {
  const sql = `update registered_products set product_id = $3, serial_code = $4, purchase_date = $5,
      purchasing_method_id = $6, store_id = $7, dealer_name = $8, status = $9,
      disputed_at = case when $10::boolean then coalesce(disputed_at, now()) end, update_date = now()
    where id = $2 and user_id = $1 returning id`;
  try {
    return (await db.query(sql, [userId, id, ...values(columns)])).rows.length > 0 ? 'updated' : 'missing';
  } catch (error) {
    if (isHeldElsewhere(error)) return 'held';
    if ((error as { code?: unknown }).code === '23505') return 'duplicate';
    throw error;
  }
}

/** Deletes one of the user's registrations for good; false when the user has no such registration. */
export async function deleteRegistration(db: Queryable, userId: string, id: number): Promise<boolean> {
  const sql = 'delete from registered_products where id = $2 and user_id = $1 returning id';
  return (await db.query(sql, [userId, id])).rows.length > 0;
}

/**
 * Moves a registration to another user as it is (serial, purchase date, first registration date): 'missing'
 * when the sender no longer has it, 'duplicate' when the recipient already registered this product and serial
 * (other than as a dispute, which the move settles). Run it in a transaction.
 */
export async function moveRegistration(
  db: Queryable,
  id: number,
  fromUserId: string,
  toUserId: string,
): Promise<'moved' | 'missing' | 'duplicate'> {
  const sql = `update registered_products set user_id = $3, update_date = now()
    where id = $1 and user_id = $2 returning id`;
  // The recipient's dispute over this very unit is settled by the hand-over: the unit's registration takes
  // its place (docs/product.md#unit-ownership).
  const settled = `delete from registered_products d using registered_products m
    where m.id = $1 and m.user_id = $2 and d.user_id = $3 and d.product_id = m.product_id
      and d.serial_code = m.serial_code and d.disputed_at is not null`;
  try {
    await db.query(settled, [id, fromUserId, toUserId]);
    return (await db.query(sql, [id, fromUserId, toUserId])).rows.length > 0 ? 'moved' : 'missing';
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return 'duplicate';
    throw error;
  }
}

/**
 * Whether the user has this registration; in a transaction it is held (key share) until the end, so another
 * module's row that refers to it cannot lose it meanwhile.
 */
export async function ownsRegistration(db: Queryable, userId: string, id: number): Promise<boolean> {
  const sql = 'select 1 from registered_products where id = $2 and user_id = $1 for key share';
  return (await db.query(sql, [userId, id])).rows.length > 0;
}
