import type { Queryable } from '../../db/db';

export interface UserProductRow {
  productCode: string;
  type: number;
  ruleType: string | null;
  serialCode: string | null;
  key: string | null;
  createDate: Date;
}

const COLUMNS = `product_code as "productCode", type, rule_type as "ruleType", serial_number as "serialCode",
  key, create_date as "createDate"`;

export async function listUserProducts(db: Queryable, userId: string): Promise<UserProductRow[]> {
  const sql = `select ${COLUMNS} from cloud_user_products where user_id = $1 order by create_date, product_code`;
  return (await db.query<UserProductRow>(sql, [userId])).rows;
}

/** Adds a product; answers undefined when the user already has it (same product and type). */
export async function insertUserProduct(
  db: Queryable,
  userId: string,
  p: Omit<UserProductRow, 'createDate'> & { createDate: Date },
): Promise<UserProductRow | undefined> {
  const sql = `insert into cloud_user_products (user_id, product_code, type, rule_type, serial_number, key, create_date)
    values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning ${COLUMNS}`;
  const values = [userId, p.productCode, p.type, p.ruleType, p.serialCode, p.key, p.createDate];
  return (await db.query<UserProductRow>(sql, values)).rows[0];
}

export async function deleteUserProduct(
  db: Queryable,
  userId: string,
  code: string,
  type: number,
  ruleType: string,
) {
  const sql = `delete from cloud_user_products where user_id = $1 and product_code = $2 and type = $3
    and rule_type = $4 returning product_code`;
  return (await db.query(sql, [userId, code, type, ruleType])).rows.length > 0;
}

export async function serialActivated(db: Queryable, productCode: string, serial: string): Promise<boolean> {
  const sql = 'select 1 from cloud_user_products where product_code = $1 and serial_number = $2';
  return (await db.query(sql, [productCode, serial])).rows.length > 0;
}
