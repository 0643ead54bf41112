import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { ID_TOKEN_SECONDS, signTokens } from './jwt';
import type { KeyRing, SigningKey } from './signing-key';
import { tokenVerifier } from './verifier';

const config = { PUBLIC_URL: 'http://localhost', CLIENT_IDS: ['dw'] };

async function setup() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const key: SigningKey = {
    kid: 'k1',
    alg: 'ES256',
    privateKey,
    publicKey,
    publicJwk: await exportJWK(publicKey),
  };
  let ring: SigningKey[] = [key];
  let lookups = 0;
  const keys: KeyRing = {
    signingKey: async () => key,
    verificationKey: async (kid) => {
      lookups += 1;
      return ring.find((k) => k.kid === kid)?.publicKey;
    },
    publicJwks: async () => ring.map((k) => k.publicJwk),
    refresh: async () => {},
  };
  let clock = Date.now();
  const verify = tokenVerifier(keys, config, () => clock);
  const tokens = await signTokens(
    key,
    config.PUBLIC_URL,
    { id: 'u1', email: 'a@b.c', emailVerified: true },
    'dw',
  );
  return {
    verify,
    tokens,
    lookups: () => lookups,
    dropKey: () => {
      ring = [];
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('tokenVerifier', () => {
  it('verifies a token once and then answers from memory while its key is still in the ring', async () => {
    const s = await setup();
    expect((await s.verify(s.tokens.idToken, 'id')).sub).toBe('u1');
    const afterFirst = s.lookups();
    expect((await s.verify(s.tokens.idToken, 'id')).sub).toBe('u1');
    // A hit asks the ring for the key (a lookup in memory) but checks no signature.
    expect(s.lookups()).toBe(afterFirst + 1);
  });

  it('still refuses a token of the other use when it is remembered', async () => {
    const s = await setup();
    await s.verify(s.tokens.idToken, 'id');
    expect(await codeOf(s.verify(s.tokens.idToken, 'access'))).toBe('INVALID_CREDENTIALS');
    expect(await codeOf(s.verify(s.tokens.accessToken, 'id'))).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a remembered token once its key has left the ring', async () => {
    const s = await setup();
    await s.verify(s.tokens.idToken, 'id');
    s.dropKey();
    expect(await codeOf(s.verify(s.tokens.idToken, 'id'))).toBe('INVALID_CREDENTIALS');
  });

  it('forgets a token when it expires', async () => {
    const s = await setup();
    await s.verify(s.tokens.idToken, 'id');
    s.advance((ID_TOKEN_SECONDS + 1) * 1000);
    // Verified again: jose reads the real clock, so the token is still within its hour there and passes;
    // what matters is that the remembered answer was not used past the expiry.
    const before = s.lookups();
    await codeOf(s.verify(s.tokens.idToken, 'id'));
    expect(s.lookups()).toBeGreaterThan(before + 1);
  });

  it('never remembers a refused token', async () => {
    const s = await setup();
    const forged = `${s.tokens.idToken.slice(0, -4)}AAAA`;
    expect(await codeOf(s.verify(forged, 'id'))).toBe('INVALID_CREDENTIALS');
    expect(await codeOf(s.verify(forged, 'id'))).toBe('INVALID_CREDENTIALS');
  });
});
