import type { Queryable } from '../../db/db';

export interface DeviceRow {
  id: number;
  pcode: string;
  productVer: string;
}

const COLUMNS = 'id, pcode, product_ver as "productVer"';

/** The user's devices, oldest first. */
export async function listDeviceRows(db: Queryable, userId: string): Promise<DeviceRow[]> {
  const sql = `select ${COLUMNS} from devices where user_id = $1 order by id`;
  return (await db.query<DeviceRow>(sql, [userId])).rows;
}

/** The user's device with this pcode, if registered. */
export async function findDeviceByPcode(db: Queryable, userId: string, pcode: string) {
  const sql = `select ${COLUMNS} from devices where user_id = $1 and pcode = $2`;
  return (await db.query<DeviceRow>(sql, [userId, pcode])).rows[0];
}

/** How many devices the user has. */
export async function countDevices(db: Queryable, userId: string): Promise<number> {
  const sql = 'select count(*)::int as n from devices where user_id = $1';
  return (await db.query<{ n: number }>(sql, [userId])).rows[0]?.n ?? 0;
}

/** Adds a device; returns it. */
export async function insertDevice(db: Queryable, userId: string, pcode: string, productVer: string) {
  const sql = `insert into devices (user_id, pcode, product_ver) values ($1, $2, $3) returning ${COLUMNS}`;
  return (await db.query<DeviceRow>(sql, [userId, pcode, productVer])).rows[0]!;
}

/** Records a new productVer for one of the user's devices (after a firmware update, say). */
export async function updateDeviceVersion(db: Queryable, id: number, productVer: string) {
  const sql = `update devices set product_ver = $2, update_date = now() where id = $1 returning ${COLUMNS}`;
  return (await db.query<DeviceRow>(sql, [id, productVer])).rows[0]!;
}

/** Deletes one of the user's devices; false when the user has no such device. */
export async function deleteDevice(db: Queryable, userId: string, id: number): Promise<boolean> {
  const sql = 'delete from devices where id = $2 and user_id = $1 returning id';
  return (await db.query(sql, [userId, id])).rows.length > 0;
}
