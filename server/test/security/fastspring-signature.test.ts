import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedWebhook } from '../fakes/fake-fastspring-api';
import { FS_SECRET, fastSpringApp, sendWebhook } from '../fastspring-helpers';
import type { TestApp } from '../test-app';

// Issue 28, finding 8: junk after a valid X-FS-Signature was accepted (a base64 decoder stops at the padding).
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await fastSpringApp());
});
afterAll(() => close());

describe('X-FS-Signature', () => {
  it('accepts exactly the signature of the body and nothing appended to it', async () => {
    const { signature } = signedWebhook(FS_SECRET, []);
    expect((await sendWebhook(t, [], signature)).statusCode).toBe(200);
    for (const junk of ['junk', '=', '!!', ' ', '==AAAA']) {
      const res = await sendWebhook(t, [], `${signature}${junk}`);
      expect(res.statusCode, junk).toBe(401);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
  });
});
