import { fileURLToPath } from 'node:url';
import { BRANDS, brandClientId } from '@backstage/domain';
import { z } from 'zod';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.com' })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Backstage <no-reply@localhost>'),
  ROUTER_MODE: z.enum(['history', 'hash']).default('history'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(webDist),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits, lockout, geo lookup):
   * `false` (default: the connection's own address), `true` (any: only behind a proxy that always sets it),
   * or the proxies' addresses/CIDRs and the keywords `loopback`, `linklocal`, `uniquelocal`, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string =>
      value === 'true' ? true : value === 'false' || value === '' ? false : value,
    ),
  /** The maker's own mail domain: only its accounts may load admin data (spec §5 "Not Roland Account"). */
  STAFF_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a mail domain such as roland.com')
    .default('roland.com'),
  /** Client ids accepted in X-Client-Id and client/{clientId}/…: by default one per brand. */
  CLIENT_IDS: z
    .string()
    .default(BRANDS.map(brandClientId).join(','))
    .transform((list) =>
      list
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  /** MaxMind GeoIP2 Precision web service (https://geoip.maxmind.com); unset: the bundled database. */
  GEOIP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://geoip.maxmind.com' })
    .optional(),
  GEOIP_ACCOUNT_ID: z.string().min(1).optional(),
  GEOIP_LICENSE_KEY: z.string().min(1).optional(),
  /** A slow geo service must not hold the page up: past this the lookup answers an empty country. */
  GEOIP_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  /** Log events (POST /api/services/log) one sender (account, else address) may send per minute before 429. */
  LOG_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
});

export type Config = z.infer<typeof schema> & { PUBLIC_URL: string };

/** Reads the configuration of DESIGN.md from the environment; throws a readable message on bad values. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const empty = Object.fromEntries(Object.entries(env).filter(([, value]) => value === ''));
  const result = schema.safeParse({
    ...env,
    ...Object.fromEntries(Object.keys(empty).map((k) => [k, undefined])),
  });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const config = result.data;
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
