import { describe, expect, it, vi } from 'vitest';
import { answerTokenVerification } from './token-verification';

const config = { ownOrigin: 'http://localhost:3000', publicOrigin: 'http://localhost:3000' };
const message = { type: 'verifyToken', idToken: 'id.token.jwt', event: 'signIn' };
const answering = (status: number, body: unknown) => vi.fn(async () => ({ status, json: async () => body }));

describe('the service worker’s token verification (docs/product.md#service-worker)', () => {
  it('checks the token with the server and answers with the user’s shopify id', async () => {
    const fetchFn = answering(200, { serviceId: 'shopify', id: 'gid-7001' });
    expect(await answerTokenVerification(message, 'http://localhost:3000', config, fetchFn)).toEqual({
      type: 'tokenVerification',
      status: 'success',
      shopifyId: 'gid-7001',
    });
    expect(fetchFn).toHaveBeenCalledWith('http://localhost:3000/api/v1/externalUserId/services/shopify', {
      headers: { authorization: 'Bearer id.token.jwt', accept: 'application/json' },
      cache: 'no-store',
    });
  });

  it('answers messages from a brand site and from a preview host', async () => {
    const fetchFn = answering(404, { code: 'EXTERNAL_ID_NOT_FOUND' });
    for (const origin of ['https://www.boss.info', 'https://pr-12.d3x.amplifyapp.com'])
      expect(await answerTokenVerification(message, origin, config, fetchFn)).toEqual({
        type: 'tokenVerification',
        status: 'success',
      });
  });

  it('ignores messages from any other origin without calling the server', async () => {
    const fetchFn = answering(200, { id: 'x' });
    for (const origin of ['http://127.0.0.1:3000', 'https://evil.example', 'null'])
      expect(await answerTokenVerification(message, origin, config, fetchFn)).toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('ignores messages that are not a token verification', async () => {
    const fetchFn = answering(200, { id: 'x' });
    expect(
      await answerTokenVerification({ type: 'verifyToken' }, 'http://localhost:3000', config, fetchFn),
    ).toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('answers failure when the server refuses the token or cannot be reached', async () => {
    expect(
      (
        await answerTokenVerification(
          message,
          'http://localhost:3000',
          config,
          answering(401, { code: 'UNAUTHORIZED' }),
        )
      )?.status,
    ).toBe('failure');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await answerTokenVerification(message, 'http://localhost:3000', config, offline))?.status).toBe(
      'failure',
    );
  });
});
