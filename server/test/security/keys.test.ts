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
const jwks = async () => (await t.app.inject('/.well-known/jwks.json')).json().keys as { kid: string }[];
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
    expect(keys).toHaveLength(1);
    expect(keys[0]!.private_jwk).toMatch(/^enc:v1:/);
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

  it('publishes its key with the kid the tokens carry', async () => {
    const user = await activeUser(t, 'keys@example.com');
    const published = await jwks();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ kty: 'EC', crv: 'P-256', use: 'sig', kid: kidOf(user.idToken) });
    expect(published[0]).not.toHaveProperty('d');
  });

  it('rotates: the new key is published before it signs, the old one kept until its tokens expire', async () => {
    const before = await signIn('keys@example.com');
    const oldKid = kidOf(before.idToken);
    const rotation = await rotateSigningKey(t.db, t.config);
    await t.app.deps.keys.refresh();
    expect((await jwks()).map((key) => key.kid).sort()).toEqual([oldKid, rotation.kid].sort());
    // Published, not yet signing.
    expect(kidOf((await signIn('keys@example.com')).idToken)).toBe(oldKid);

    // The moment it signs: new tokens carry the new kid and the old key's tokens still verify.
    await t.db.query("update signing_keys set signs_from = now() - interval '1 second' where kid = $1", [
      rotation.kid,
    ]);
    await t.db.query("update signing_keys set retired_at = now() - interval '1 second' where kid = $1", [
      oldKid,
    ]);
    await t.app.deps.keys.refresh();
    const after = await signIn('keys@example.com');
    expect(kidOf(after.idToken)).toBe(rotation.kid);
    expect(await meStatus(before.idToken)).toBe(200);
    expect(await meStatus(after.idToken)).toBe(200);

    // Once the last token the old key signed has expired, it leaves the JWKS and verifies nothing.
    await t.db.query("update signing_keys set expires_at = now() - interval '1 second' where kid = $1", [
      oldKid,
    ]);
    await t.app.deps.keys.refresh();
    expect((await jwks()).map((key) => key.kid)).toEqual([rotation.kid]);
    expect(await meStatus(before.idToken)).toBe(401);
    expect(await meStatus(after.idToken)).toBe(200);
    expect((await rotateSigningKey(t.db, t.config)).removed).toBe(1);
  });
});
