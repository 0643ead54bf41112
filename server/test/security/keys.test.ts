import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { rotateSigningKey } from '../../src/modules/tokens';
import { activeUser, bearer, PASSWORD } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Scale-out: keys and secrets live in the database (sealed with KEYS_ENCRYPTION_KEY), every live key is in
// the JWKS, tokens are verified by the key their kid names, and keys rotate without a token being refused.
const ENCRYPTION_KEY = 'k'.repeat(16) + 'e'.repeat(16) + 'y'.repeat(8);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ KEYS_ENCRYPTION_KEY: ENCRYPTION_KEY });
});
afterAll(() => t.close());

const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const jwks = async () =>
  (await t.app.inject('/.well-known/jwks.json')).json().keys as { kid: string; alg: string }[];
const kidsOf = (keys: { kid: string; alg: string }[], alg: string) =>
  keys.filter((key) => key.alg === alg).map((key) => key.kid);
const signIn = async (email: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password: PASSWORD } })
  ).json() as { idToken: string };
const meStatus = async (idToken: string) =>
  (await t.app.inject({ url: '/api/v1/me', headers: bearer(idToken) })).statusCode;

describe('keys and secrets in the database', () => {
  it('keeps the signing key and the secrets there, sealed, and not under DATA_DIR', async () => {
    const keys = (await t.db.query<{ private_jwk: string }>('select private_jwk from signing_keys')).rows;
    const secrets = (await t.db.query<{ name: string; value: string }>('select name, value from app_secrets'))
      .rows;
    // One key per algorithm: ES256 for the portal, RS256 for relying parties (docs/decisions/063-*).
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key.private_jwk).toMatch(/^enc:v1:/);
    expect(secrets.map((s) => s.name).sort()).toEqual(['cache-url.key', 'cookie.key', 'security-token.key']);
    for (const secret of secrets) expect(secret.value).toMatch(/^enc:v1:/);
    const { existsSync } = await import('node:fs');
    for (const file of ['token-signing.jwk.json', 'cookie.key', 'security-token.key', 'cache-url.key'])
      expect(existsSync(`${t.config.DATA_DIR}/keys/${file}`), file).toBe(false);
  });

  it('refuses to start without the encryption key, or with another one', async () => {
    for (const KEYS_ENCRYPTION_KEY of [undefined, 'x'.repeat(40)]) {
      const config = { ...t.config, KEYS_ENCRYPTION_KEY };
      await expect(buildApp({ config, db: t.db, kv: t.kv })).rejects.toThrow(/KEYS_ENCRYPTION_KEY/);
    }
  });

  it('publishes its ES256 key with the kid the portal tokens carry, and an RS256 key beside it', async () => {
    const user = await activeUser(t, 'keys@example.com');
    const published = await jwks();
    expect(published).toHaveLength(2);
    expect(published.find((key) => key.alg === 'ES256')).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      use: 'sig',
      kid: kidOf(user.idToken),
    });
    expect(decodeProtectedHeader(user.idToken).alg).toBe('ES256');
    const rsa = published.find((key) => key.alg === 'RS256');
    expect(rsa).toMatchObject({ kty: 'RSA', e: 'AQAB', use: 'sig' });
    expect(Buffer.from((rsa as unknown as { n: string }).n, 'base64url').length).toBeGreaterThanOrEqual(256);
    for (const key of published) {
      expect(key).not.toHaveProperty('d');
      expect(key).not.toHaveProperty('p');
    }
  });

  it('gives a deployment from before RS256 its RS256 key at start, keeping its ES256 key', async () => {
    const es256 = kidsOf(await jwks(), 'ES256');
    await t.db.query("delete from signing_keys where public_jwk->>'alg' = 'RS256'");
    const again = await buildApp({ config: t.config, db: t.db, kv: t.kv });
    try {
      const keys = (await again.inject('/.well-known/jwks.json')).json().keys as {
        kid: string;
        alg: string;
      }[];
      expect(kidsOf(keys, 'ES256')).toEqual(es256);
      expect(kidsOf(keys, 'RS256')).toHaveLength(1);
    } finally {
      await again.close();
    }
    await t.app.deps.keys.refresh();
  });

  it('rotates: the new key is published before it signs, the old one kept until its tokens expire', async () => {
    const before = await signIn('keys@example.com');
    const oldKid = kidOf(before.idToken);
    const oldRsa = kidsOf(await jwks(), 'RS256');
    const rotation = await rotateSigningKey(t.db, t.config);
    // Both algorithms rotate together, with one overlap.
    expect(rotation.keys.map((key) => key.alg).sort()).toEqual(['ES256', 'RS256']);
    const newKid = rotation.keys.find((key) => key.alg === 'ES256')!.kid;
    const newRsa = rotation.keys.find((key) => key.alg === 'RS256')!.kid;
    await t.app.deps.keys.refresh();
    expect(kidsOf(await jwks(), 'ES256').sort()).toEqual([oldKid, newKid].sort());
    expect(kidsOf(await jwks(), 'RS256').sort()).toEqual([...oldRsa, newRsa].sort());
    const retired = await t.db.query<{ alg: string; retired: Date; expires: Date }>(
      `select public_jwk->>'alg' as alg, retired_at as retired, expires_at as expires from signing_keys
        where retired_at is not null`,
    );
    expect(retired.rows.map((row) => row.alg).sort()).toEqual(['ES256', 'RS256']);
    expect(new Set(retired.rows.map((row) => `${row.retired}|${row.expires}`)).size).toBe(1);
    // Published, not yet signing.
    expect(kidOf((await signIn('keys@example.com')).idToken)).toBe(oldKid);

    // The moment it signs: new tokens carry the new kid and the old key's tokens still verify.
    await t.db.query("update signing_keys set signs_from = now() - interval '1 second' where kid = $1", [
      newKid,
    ]);
    await t.db.query("update signing_keys set retired_at = now() - interval '1 second' where kid = $1", [
      oldKid,
    ]);
    await t.app.deps.keys.refresh();
    const after = await signIn('keys@example.com');
    expect(kidOf(after.idToken)).toBe(newKid);
    expect(await meStatus(before.idToken)).toBe(200);
    expect(await meStatus(after.idToken)).toBe(200);

    // Once the last token the old key signed has expired, it leaves the JWKS and verifies nothing.
    await t.db.query("update signing_keys set expires_at = now() - interval '1 second' where kid = $1", [
      oldKid,
    ]);
    await t.app.deps.keys.refresh();
    expect(kidsOf(await jwks(), 'ES256')).toEqual([newKid]);
    expect(await meStatus(before.idToken)).toBe(401);
    expect(await meStatus(after.idToken)).toBe(200);
    // The old RS256 key goes too once its tokens have expired.
    await t.db.query("update signing_keys set expires_at = now() - interval '1 second' where kid = $1", [
      oldRsa[0],
    ]);
    expect((await rotateSigningKey(t.db, t.config)).removed).toBe(2);
  });
});
