import type { Queryable } from '../../db/db';

export interface CodeGrant {
  userId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  scope: string;
  browserSessionId: string;
  authTime: Date;
  amr: string[];
}

/** Stores an authorization code (hashed) for ten minutes (RFC 6749 §4.1.2: short-lived, single use). */
export async function insertCode(db: Queryable, codeHash: string, grant: CodeGrant): Promise<void> {
  await db.query(
    `insert into oidc_codes (code_hash, user_id, client_id, redirect_uri, code_challenge, nonce, scope,
       browser_session_id, auth_time, amr, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + interval '10 minutes')`,
    [
      codeHash,
      grant.userId,
      grant.clientId,
      grant.redirectUri,
      grant.codeChallenge,
      grant.nonce,
      grant.scope,
      grant.browserSessionId,
      grant.authTime.toISOString(),
      grant.amr,
    ],
  );
}

/**
 * Spends a live code of this client, redirect URI and PKCE challenge once, naming the refresh-token family its
 * exchange starts; undefined when unknown, spent, expired or not bound to these.
 */
export async function spendCode(
  db: Queryable,
  input: {
    codeHash: string;
    clientId: string;
    redirectUri: string;
    challenge: string | null;
    familyId: string;
  },
): Promise<CodeGrant | undefined> {
  const sql = `update oidc_codes set used_at = now(), family_id = $5
    where code_hash = $1 and used_at is null and expires_at > now()
      and client_id = $2 and redirect_uri = $3 and code_challenge is not distinct from $4::text
    returning user_id as "userId", client_id as "clientId", redirect_uri as "redirectUri",
      code_challenge as "codeChallenge", nonce, scope, browser_session_id as "browserSessionId",
      auth_time as "authTime", amr`;
  const params = [input.codeHash, input.clientId, input.redirectUri, input.challenge, input.familyId];
  return (await db.query<CodeGrant>(sql, params)).rows[0];
}

/** The family a spent code's exchange started, when the code was spent already. */
export async function spentCodeFamily(db: Queryable, codeHash: string): Promise<string | undefined> {
  const sql = 'select family_id as "familyId" from oidc_codes where code_hash = $1 and used_at is not null';
  return (await db.query<{ familyId: string | null }>(sql, [codeHash])).rows[0]?.familyId ?? undefined;
}

/** Spends every unspent code of the account for the client, so none issued before its access ended is exchanged. */
export async function spendClientCodes(db: Queryable, userId: string, clientId: string): Promise<void> {
  await db.query(
    'update oidc_codes set used_at = now() where user_id = $1 and client_id = $2 and used_at is null',
    [userId, clientId],
  );
}
