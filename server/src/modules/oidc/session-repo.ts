import type { Queryable } from '../../db/db';

/** What a relying party's sign-in was granted: one row per refresh-token family (its `sid`). */
export interface OidcSessionRow {
  familyId: string;
  userId: string;
  clientId: string;
  scope: string;
  authTime: Date;
  amr: string[];
  /** Without offline_access: the browser session the tokens end with (docs/decisions/088-*); null otherwise. */
  browserSessionId: string | null;
}

const COLUMNS = `family_id as "familyId", user_id as "userId", client_id as "clientId", scope,
  auth_time as "authTime", amr, browser_session_id as "browserSessionId"`;

export async function insertOidcSession(db: Queryable, row: OidcSessionRow): Promise<void> {
  await db.query(
    `insert into oidc_sessions (family_id, user_id, client_id, scope, auth_time, amr, browser_session_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      row.familyId,
      row.userId,
      row.clientId,
      row.scope,
      row.authTime.toISOString(),
      row.amr,
      row.browserSessionId,
    ],
  );
}

export async function findOidcSession(db: Queryable, familyId: string): Promise<OidcSessionRow | undefined> {
  const sql = `select ${COLUMNS} from oidc_sessions where family_id = $1`;
  return (await db.query<OidcSessionRow>(sql, [familyId])).rows[0];
}

/** The sessions (refresh-token families) an account ever had with a client, ended ones too. */
export async function clientFamilies(db: Queryable, userId: string, clientId: string): Promise<string[]> {
  const sql = 'select family_id as "familyId" from oidc_sessions where user_id = $1 and client_id = $2';
  return (await db.query<{ familyId: string }>(sql, [userId, clientId])).rows.map((row) => row.familyId);
}

/** The account's sessions without offline_access: each family and the browser session it ends with. */
export async function browserBoundFamilies(
  db: Queryable,
  userId: string,
): Promise<{ familyId: string; browserSessionId: string }[]> {
  const sql = `select family_id as "familyId", browser_session_id as "browserSessionId" from oidc_sessions
    where user_id = $1 and browser_session_id is not null`;
  return (await db.query<{ familyId: string; browserSessionId: string }>(sql, [userId])).rows;
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
