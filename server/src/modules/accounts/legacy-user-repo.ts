import { normalizeEmail } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** An old-portal user as the import reads it from CSV. */
export interface LegacyUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  cultureCode: string | null;
}

/** Adds old-portal users not yet known as accounts (`npm run import:legacy-users`); returns how many. */
export async function insertLegacyUsers(db: Queryable, users: LegacyUser[]): Promise<number> {
  const sql = `insert into legacy_users (email, first_name, last_name, culture_code)
    select r.email, r.first_name, r.last_name, r.culture_code
    from json_to_recordset($1::json) as r(email text, first_name text, last_name text, culture_code text)
    where not exists (select 1 from users u where u.email = r.email)
    on conflict (email) do nothing
    returning email`;
  const rows = users.map((u) => ({
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    culture_code: u.cultureCode,
  }));
  return (await db.query(sql, [JSON.stringify(rows)])).rows.length;
}

/** An old-portal user waiting to be migrated. */
export async function findLegacyUser(db: Queryable, email: string) {
  const sql = `select email, first_name as "firstName", last_name as "lastName", culture_code as "cultureCode"
    from legacy_users where email = $1`;
  return (
    await db.query<{
      email: string;
      firstName: string | null;
      lastName: string | null;
      cultureCode: string | null;
    }>(sql, [normalizeEmail(email)])
  ).rows[0];
}

/** Forgets an old-portal user once migrated. */
export async function deleteLegacyUser(db: Queryable, email: string): Promise<void> {
  await db.query('delete from legacy_users where email = $1', [normalizeEmail(email)]);
}
