import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webAppInlineScripts } from './prerendered-pages';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './security-headers';

// The headers `@fastify/helmet` sent with this app's options, as they were on the wire (docs/decisions/047-*):
// building them once must not change one byte. Since ADR 060 HSTS goes only with an https origin (the test
// app's is http) and Permissions-Policy is added.
const expected = (inlineScripts: string) => ({
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data: https://i.ytimg.com https://*.fbcdn.net https://*.cdninstagram.com;object-src 'none';" +
    `script-src 'self'${inlineScripts};script-src-attr 'none';style-src 'self' 'unsafe-inline';` +
    "frame-src https://www.youtube-nocookie.com;connect-src 'self';worker-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': PERMISSIONS_POLICY,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

describe('contentSecurityPolicy', () => {
  it('allows the inline scripts it is given by their sources, and none without', () => {
    expect(contentSecurityPolicy(["'sha256-abc='"])).toBe(
      expected(" 'sha256-abc='")['content-security-policy'],
    );
    expect(contentSecurityPolicy([])).toBe(expected('')['content-security-policy']);
  });
});

describe('security headers on every answer', () => {
  let t: TestApp;
  let headers: ReturnType<typeof expected>;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extend(app) {
          app.get('/test/fails', async () => {
            throw new Error('broken');
          });
          app.get('/test/own-csp', async (_request, reply) =>
            reply.header('content-security-policy', "default-src 'none'").send('ok'),
          );
        },
      },
    );
    const inline = webAppInlineScripts(t.config.WEB_DIST_DIR);
    headers = expected(inline.map((source) => ` ${source}`).join(''));
  });
  afterAll(() => t.close());

  it.each(['/api/health', '/backstage/', '/api/v1/nothing-here', '/test/fails', '/api/v1/me'])(
    'sends them all at %s',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.headers).toMatchObject(headers);
    },
  );

  it('lets a route replace the CSP with its own and keeps the others', async () => {
    const res = await t.app.inject('/test/own-csp');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
