import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite-db';
import { digest, newToken } from '../../lib/codes';
import { resourcePath } from '../../lib/resource-path';
import { activeFamilies } from './refresh-repo';
import { rotateRefreshToken, sessionOf } from './refresh-service';

// ADR 095: tokens issued while each token was a row keep their sessions going after the change to one row per
// family; a spent one is still a reuse, a revoked or expired family's still ends nothing new.
const FAMILIES_MIGRATION = '061-refresh-families.sql';
const CLIENT = 'roland';

let db: Db;
let userId: string;
const token = { live: newToken(), spent: newToken(), revoked: newToken(), expired: newToken() };
const family = { live: crypto.randomUUID(), revoked: crypto.randomUUID(), expired: crypto.randomUUID() };

beforeAll(async () => {
  db = await openPglite({});
  // The database as the release before the change left it.
  const before = mkdtempSync(join(tmpdir(), 'migrations-'));
  const all = resourcePath('migrations');
  for (const file of readdirSync(all).filter((name) => name.endsWith('.sql') && name < FAMILIES_MIGRATION))
    cpSync(join(all, file), join(before, file));
  await migrate(db, before);
  userId = (
    await db.query<{ id: string }>(
      `insert into users (email, email_verified, password_hash, status, first_name, last_name, culture_code, signup_source)
       values ('legacy@example.com', true, 'x', 'active', 'Ada', 'Legacy', 'en-US', 'roland') returning id`,
    )
  ).rows[0]!.id;
  const row = (familyId: string, value: string, extra: string) =>
    db.query(
      `insert into refresh_tokens (family_id, user_id, client_id, token_hash, family_expires_at, rotated_at, revoked_at)
       values ($1, $2, $3, $4, ${extra})`,
      [familyId, userId, CLIENT, digest(value)],
    );
  await row(family.live, token.spent, "now() + interval '30 days', now() - interval '1 hour', null");
  await row(family.live, token.live, "now() + interval '30 days', null, null");
  await row(family.revoked, token.revoked, "now() + interval '30 days', null, now()");
  await row(family.expired, token.expired, "now() - interval '1 second', null, null");
  await migrate(db);
});
afterAll(() => db?.close());

describe('refresh tokens issued before families were rows (ADR 095)', () => {
  it('carries over only the families that still sign in', async () => {
    expect((await activeFamilies(db, userId)).map((row) => row.familyId)).toEqual([family.live]);
  });

  it('rotates a live family’s unspent token into one that names its family, once', async () => {
    expect(await sessionOf(db, token.live)).toEqual({ familyId: family.live, userId, clientId: CLIENT });
    const rotated = await rotateRefreshToken(db, token.live, [CLIENT]);
    expect(rotated).toMatchObject({ reused: false, familyId: family.live, userId });
    const next = rotated.reused ? '' : rotated.refreshToken;
    expect(next).toHaveLength(65);
    const again = await rotateRefreshToken(db, next, [CLIENT]);
    expect(again).toMatchObject({ reused: false, familyId: family.live });
  });

  it('takes a token spent before the change as a reuse that ends its family', async () => {
    expect(await rotateRefreshToken(db, token.spent, [CLIENT])).toEqual({ reused: true });
    expect(await activeFamilies(db, userId)).toEqual([]);
  });

  it('refuses a revoked or expired family’s token as expired', async () => {
    for (const value of [token.revoked, token.expired])
      await expect(rotateRefreshToken(db, value, [CLIENT])).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});
