import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy, directive by directive in the order it is sent. `inlineScripts`: the CSP
 * sources of the prerendered pages' inline guard script (docs/decisions/046-prerendered-public-pages.md).
 */
export function contentSecurityPolicy(inlineScripts: readonly string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // Thumbnails of the configured social sources (docs/product.md#feed); the video player loads only on click.
    [
      'img-src',
      ["'self'", 'data:', 'https://i.ytimg.com', 'https://*.fbcdn.net', 'https://*.cdninstagram.com'],
    ],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'", ...inlineScripts]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['frame-src', ['https://www.youtube-nocookie.com']],
    ['connect-src', ["'self'"]],
    // The QR scanner (qr-scanner) decodes in a worker it creates from a blob.
    ['worker-src', ["'self'", 'blob:']],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';');
}

// The video player (docs/product.md#feed) may autoplay and play protected media in its frame.
const VIDEO_PLAYER = '"https://www.youtube-nocookie.com"';

/**
 * The browser features the app may use, and nothing else (ADR 060): the camera for the QR scanner, passkeys,
 * the video player's frame; sensors, microphone, location, payment and the rest are off for every frame.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${VIDEO_PLAYER})`,
  'camera=(self)',
  'display-capture=()',
  `encrypted-media=(self ${VIDEO_PLAYER})`,
  `fullscreen=(self ${VIDEO_PLAYER})`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self ${VIDEO_PLAYER})`,
  'publickey-credentials-get=(self)',
  'usb=()',
].join(', ');

/**
 * Every answer's security headers, names spelled as they go on the wire (those `@fastify/helmet` sent).
 * HSTS only when the public origin is https: sent over plain http it would tell a browser that reaches the
 * same host name over https later to refuse plain http for a year (ADR 060).
 */
export function securityHeaders(
  inlineScripts: readonly string[],
  publicUrl: string,
): ReadonlyArray<readonly [string, string]> {
  const https = new URL(publicUrl).protocol === 'https:';
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inlineScripts)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Referrer-Policy', 'no-referrer'],
    ...(https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * Sets the security headers on every answer, 404s and errors included. They are built once here:
 * `@fastify/helmet` built helmet's middleware, CSP directives parsed, on every request (a measured share of a
 * request's CPU, docs/decisions/047-*). They go on the raw
 * response as helmet did, so a route that sends its own CSP (product images, cloud pages) still replaces it.
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    { inlineScripts, publicUrl }: { inlineScripts: readonly string[]; publicUrl: string },
  ) => {
    const headers = securityHeaders(inlineScripts, publicUrl);
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of headers) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
