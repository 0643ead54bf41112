import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

// Issue 28, finding 8: HSTS was sent on a plain-http origin, and no Permissions-Policy was sent at all.
let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  http = await createTestApp({ PUBLIC_URL: 'http://portal.example' });
  https = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
});
afterAll(async () => {
  await http.close();
  await https.close();
});

const urls = ['/api/health', '/backstage/', '/api/v1/nothing-here', '/api/v1/me'];

describe('security headers by public origin', () => {
  it('sends HSTS only when the public origin is https', async () => {
    for (const url of urls) {
      expect((await http.app.inject(url)).headers['strict-transport-security'], url).toBeUndefined();
      expect((await https.app.inject(url)).headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('sends a Permissions-Policy on every answer that turns off what the app never uses', async () => {
    for (const url of urls) {
      const policy = String((await http.app.inject(url)).headers['permissions-policy']);
      expect(policy, url).toContain('geolocation=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('payment=()');
      expect(policy).toContain('camera=(self)');
    }
  });
});
