import type { Queryable } from '../../db/db';

/** What an account let a relying party have (docs/decisions/088-*): one row per account and client. */
export interface GrantRow {
  clientId: string;
  scopes: string[];
  /** Whether the scopes were allowed on the consent screen (not only used by a first-party client). */
  consented: boolean;
  firstUsedAt: Date;
  lastUsedAt: Date;
}

const COLUMNS = `client_id as "clientId", scopes, consented, first_used_at as "firstUsedAt",
  last_used_at as "lastUsedAt"`;

export async function findGrant(
  db: Queryable,
  userId: string,
  clientId: string,
): Promise<GrantRow | undefined> {
  const sql = `select ${COLUMNS} from oidc_grants where user_id = $1 and client_id = $2`;
  return (await db.query<GrantRow>(sql, [userId, clientId])).rows[0];
}

/** The account's grants, oldest first ("Connected apps", the data export). */
export async function grantsOf(db: Queryable, userId: string): Promise<GrantRow[]> {
  const sql = `select ${COLUMNS} from oidc_grants where user_id = $1 order by first_used_at, client_id`;
  return (await db.query<GrantRow>(sql, [userId])).rows;
}

/**
 * Records an authorization: the scopes join those held, `last_used_at` moves on. `consented` says the consent
 * screen allowed them; a first-party client's use leaves an earlier answer as it was. An answer on the consent
 * screen replaces scopes held without consent (a first-party client's, or those carried over by migration 059).
 */
export async function recordGrant(
  db: Queryable,
  input: { userId: string; clientId: string; scopes: string[]; consented: boolean },
): Promise<void> {
  await db.query(
    `insert into oidc_grants (user_id, client_id, scopes, consented) values ($1, $2, $3, $4)
     on conflict (user_id, client_id) do update set
       scopes = array(select distinct unnest(
         case when $4 and not oidc_grants.consented then excluded.scopes
           else oidc_grants.scopes || excluded.scopes end) order by 1),
       consented = oidc_grants.consented or $4,
       last_used_at = now()`,
    [input.userId, input.clientId, input.scopes, input.consented],
  );
}

/** A refresh of the client's session is a use too ("Connected apps" shows the last one). */
export async function touchGrant(db: Queryable, userId: string, clientId: string): Promise<void> {
  await db.query('update oidc_grants set last_used_at = now() where user_id = $1 and client_id = $2', [
    userId,
    clientId,
  ]);
}

/** Ends the grant; false when the account held none for the client. */
export async function deleteGrant(db: Queryable, userId: string, clientId: string): Promise<boolean> {
  const sql = 'delete from oidc_grants where user_id = $1 and client_id = $2 returning client_id';
  return (await db.query(sql, [userId, clientId])).rows.length > 0;
}
