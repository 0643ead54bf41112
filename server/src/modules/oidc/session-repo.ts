import type { Queryable } from '../../db/db';

/** What a relying party's sign-in was granted: one row per refresh-token family (its `sid`). */
export interface OidcSessionRow {
  familyId: string;
  userId: string;
  clientId: string;
  scope: string;
  authTime: Date;
  amr: string[];
}

const COLUMNS = `family_id as "familyId", user_id as "userId", client_id as "clientId", scope,
  auth_time as "authTime", amr`;

export async function insertOidcSession(db: Queryable, row: OidcSessionRow): Promise<void> {
  await db.query(
    `insert into oidc_sessions (family_id, user_id, client_id, scope, auth_time, amr)
     values ($1, $2, $3, $4, $5, $6)`,
    [row.familyId, row.userId, row.clientId, row.scope, row.authTime.toISOString(), row.amr],
  );
}

export async function findOidcSession(db: Queryable, familyId: string): Promise<OidcSessionRow | undefined> {
  const sql = `select ${COLUMNS} from oidc_sessions where family_id = $1`;
  return (await db.query<OidcSessionRow>(sql, [familyId])).rows[0];
}

export interface ClientUseRow {
  clientId: string;
  firstSignIn: Date;
  lastSignIn: Date;
}

/** The relying parties an account signed in to, ended sessions included (the data export). */
export async function clientUses(db: Queryable, userId: string): Promise<ClientUseRow[]> {
  const sql = `select client_id as "clientId", min(create_date) as "firstSignIn", max(create_date) as "lastSignIn"
    from oidc_sessions where user_id = $1 group by client_id order by min(create_date)`;
  return (await db.query<ClientUseRow>(sql, [userId])).rows;
}
