import { describe, expect, it } from 'vitest';
import {
  isAllowedMessageOrigin,
  parseTokenVerificationMessage,
  parseTokenVerificationReply,
  replyFromVerification,
} from './store-bridge';

describe('service-worker message origins (docs/product.md#service-worker)', () => {
  it.each([
    'https://www.roland.com',
    'https://www.boss.info',
    'https://www.dwdrums.com',
    'https://www.slingerland.com',
    'https://main.d1abc2def3.amplifyapp.com',
    'https://amplifyapp.com',
  ])('accepts %s', (origin) => expect(isAllowedMessageOrigin(origin)).toBe(true));

  it('accepts the deployment’s own public origin', () => {
    expect(isAllowedMessageOrigin('http://localhost:3000', 'http://localhost:3000')).toBe(true);
    expect(isAllowedMessageOrigin('http://127.0.0.1:3000', 'http://localhost:3000')).toBe(false);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a brand site over http', 'http://www.roland.com'],
    ['a look-alike host', 'https://www.roland.com.evil.example'],
    ['a host that only contains the preview domain', 'https://amplifyapp.com.evil.example'],
    ['a preview host over http', 'http://main.abc.amplifyapp.com'],
    ['a suffix without a dot', 'https://evilamplifyapp.com'],
    ['an origin with a path', 'https://www.roland.com/backstage'],
    ['an origin with a trailing slash', 'https://www.roland.com/'],
    ['an origin with credentials', 'https://user@www.roland.com'],
    ['the opaque origin', 'null'],
    ['an empty origin', ''],
    ['no origin', undefined],
  ])('refuses %s', (_name, origin) =>
    expect(isAllowedMessageOrigin(origin, 'http://localhost:3000')).toBe(false),
  );
});

describe('token verification message and reply', () => {
  it('needs the type, an id token and the event', () => {
    const message = { type: 'verifyToken', idToken: 'a.b.c', event: 'signIn' };
    expect(parseTokenVerificationMessage(message)).toEqual(message);
    expect(parseTokenVerificationMessage({ ...message, idToken: '' })).toBeNull();
    expect(parseTokenVerificationMessage({ ...message, idToken: 'x'.repeat(8193) })).toBeNull();
    expect(parseTokenVerificationMessage({ ...message, type: 'other' })).toBeNull();
    expect(parseTokenVerificationMessage({ ...message, event: undefined })).toBeNull();
    expect(parseTokenVerificationMessage('verifyToken')).toBeNull();
    expect(parseTokenVerificationMessage(null)).toBeNull();
  });

  it('reads a reply and nothing else', () => {
    expect(
      parseTokenVerificationReply({ type: 'tokenVerification', status: 'success', shopifyId: '7' }),
    ).toEqual({
      type: 'tokenVerification',
      status: 'success',
      shopifyId: '7',
    });
    expect(parseTokenVerificationReply({ type: 'tokenVerification', status: 'ok' })).toBeNull();
    expect(
      parseTokenVerificationReply({ type: 'tokenVerification', status: 'success', shopifyId: 7 }),
    ).toBeNull();
    expect(parseTokenVerificationReply({ type: 'cached' })).toBeNull();
  });

  it('is success with the shopify id, success without one when none is stored, failure otherwise', () => {
    expect(replyFromVerification(200, { serviceId: 'shopify', id: '7001' })).toEqual({
      type: 'tokenVerification',
      status: 'success',
      shopifyId: '7001',
    });
    expect(replyFromVerification(404, { code: 'EXTERNAL_ID_NOT_FOUND' })).toEqual({
      type: 'tokenVerification',
      status: 'success',
    });
    expect(replyFromVerification(404, { code: 'NOT_FOUND' }).status).toBe('failure');
    expect(replyFromVerification(401, { code: 'UNAUTHORIZED' }).status).toBe('failure');
    expect(replyFromVerification(500, null).status).toBe('failure');
  });
});
