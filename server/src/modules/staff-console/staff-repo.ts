import type { StaffRole } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** The roles an account holds, in the domain's order. */
export async function rolesOf(db: Queryable, userId: string): Promise<StaffRole[]> {
  const sql = `select role from staff_roles where user_id = $1
    order by array_position(array['support','content','admin'], role)`;
  return (await db.query<{ role: StaffRole }>(sql, [userId])).rows.map((row) => row.role);
}

/** Replaces an account's roles and managed cultures in one go. */
export async function replaceStaff(
  db: Queryable,
  userId: string,
  grant: { roles: readonly StaffRole[]; managingCultureCodes: readonly string[] },
  grantedBy: string,
): Promise<void> {
  await db.query('delete from staff_roles where user_id = $1 and not (role = any($2::text[]))', [
    userId,
    grant.roles,
  ]);
  await db.query(
    `insert into staff_roles (user_id, role, granted_by) select $1, unnest($2::text[]), $3
     on conflict (user_id, role) do nothing`,
    [userId, grant.roles, grantedBy],
  );
  await db.query('update users set managing_culture_codes = $2 where id = $1', [
    userId,
    grant.managingCultureCodes,
  ]);
}

export interface StaffMemberRow {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: StaffRole[];
  managingCultureCodes: string[];
}

/** Every account holding a role or managing a culture, by address. */
export async function listStaff(db: Queryable): Promise<StaffMemberRow[]> {
  const sql = `select u.id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName",
      coalesce(array(select r.role from staff_roles r where r.user_id = u.id
        order by array_position(array['support','content','admin'], r.role)), '{}') as roles,
      coalesce(u.managing_culture_codes, '{}') as "managingCultureCodes"
    from users u
    where exists (select 1 from staff_roles r where r.user_id = u.id)
      or cardinality(coalesce(u.managing_culture_codes, '{}')) > 0
    order by u.email`;
  return (await db.query<StaffMemberRow>(sql)).rows;
}

/** How a session was signed in: its methods (`otp`, `hwk`, `pwd`) and when, or undefined when unknown. */
export async function sessionSignIn(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<{ amr: string[]; created: Date } | undefined> {
  const sql = `select b.amr, s.create_date as created from sign_in_sessions s
    join browser_sessions b on b.id = s.browser_session_id
    where s.family_id = $1 and s.user_id = $2`;
  return (await db.query<{ amr: string[]; created: Date }>(sql, [sessionId, userId])).rows[0];
}
