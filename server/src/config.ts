import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BRANDS, brandClientId, ROUTER_MODES, zodEnglishText } from '@backstage/domain';
import { z } from 'zod';
import { oidcClients } from './config-oidc-clients';
import { zendeskSettings } from './config-zendesk';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The management listener (docs/decisions/090-*): `/metrics`, `/health/live`, `/health/ready`; 0 turns it off.
   * Never the public PORT: operators' data stays off the port the balancer publishes.
   */
  MANAGEMENT_PORT: z.coerce.number().int().min(0).max(65535).default(9000),
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
  ROUTER_MODE: z.enum(ROUTER_MODES).default('history'),
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
  /** The maker's own mail domain: only its accounts may load admin data (docs/product.md#staff-access "Not Roland Account"). */
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
  /**
   * The OpenID Connect relying parties (docs/decisions/063-*), JSON: `[{"client_id":"forum","client_secret":"…",
   * "redirect_uris":["https://forum.example.com/cb"],"post_logout_redirect_uris":[…],"name":"Forum"}]`. A
   * client without a secret is public and must use PKCE S256; redirect URIs are compared exactly. `first_party`
   * skips the consent screen (docs/decisions/088-*); CORS answers the redirect URIs' origins (089).
   */
  OIDC_CLIENTS: oidcClients,
  /** MaxMind GeoIP2 Precision web service (https://geoip.maxmind.com); unset: the bundled database. */
  GEOIP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://geoip.maxmind.com' })
    .optional(),
  GEOIP_ACCOUNT_ID: z.string().min(1).optional(),
  GEOIP_LICENSE_KEY: z.string().min(1).optional(),
  /** A slow geo service must not hold the page up: past this the lookup answers an empty country. */
  GEOIP_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  /**
   * Seals the signing keys and secrets kept in the database (AES-256-GCM); unset: stored as they are. Any
   * string of 32+ characters, e.g. `openssl rand -base64 32`; every process of a deployment needs the same.
   */
  KEYS_ENCRYPTION_KEY: z
    .string()
    .min(32, 'must be at least 32 characters (openssl rand -base64 32)')
    .optional(),
  /** How long a social source's items are kept before it is asked again (docs/product.md#feed-calls). */
  FEED_CACHE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  /** A slow social source must not hold the feed up: past this its seeded items are shown. */
  FEED_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  /** YouTube Data API v3; with FEED_YOUTUBE_API_KEY and a brand's channel in FEED_ACCOUNTS it replaces the seeded videos. */
  FEED_YOUTUBE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.googleapis.com' })
    .default('https://www.googleapis.com'),
  FEED_YOUTUBE_API_KEY: z.string().min(1).optional(),
  /** Graph API (Facebook page posts, Instagram media, the graphApi proxy) with FEED_GRAPH_ACCESS_TOKEN. */
  FEED_GRAPH_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://graph.facebook.com/v21.0' })
    .default('https://graph.facebook.com/v21.0'),
  FEED_GRAPH_ACCESS_TOKEN: z.string().min(1).optional(),
  /**
   * Each brand's accounts on the social sources, JSON: `{"ROLAND":{"youtubeChannelId":"UC…",
   * "facebookPageId":"…","instagramUserId":"…"}}`; a source a brand has no account for keeps its seeded items.
   */
  FEED_ACCOUNTS: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be JSON such as {"ROLAND":{"youtubeChannelId":"UC…"}}',
        });
        return z.NEVER;
      }
    })
    .pipe(
      z.partialRecord(
        z.enum(BRANDS),
        z.strictObject({
          youtubeChannelId: z.string().min(1).optional(),
          facebookPageId: z.string().min(1).optional(),
          instagramUserId: z.string().min(1).optional(),
        }),
      ),
    ),
  /** Requests are shed (503) while the event loop lags by more than this on average, window after window; 0: off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * After SIGTERM, how long the process keeps serving while its health check answers 503 (so a balancer stops
   * sending), before it stops taking connections and finishes what runs (docs/decisions/062-*).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** Password hashes (argon2id) computed at once; default one core fewer than the machine has (at least 1). */
  HASH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => Math.max(1, availableParallelism() - 1)),
  /** Hashes that may wait behind them; one more answers 503 with Retry-After at once. */
  HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Log events (POST /api/services/log) one sender (account, else address) may send per minute before 429. */
  LOG_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * `off` lifts the budgets counted per client address (mail requests, accountType lookups, wrong codes) for a
   * test rig where every user comes from one address; the per-account and per-recipient budgets still hold.
   * Refused with NODE_ENV=production.
   */
  CLIENT_ADDRESS_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * `adjustable` lets a test rig move the billing engine's clock forward (`POST /cloud/dev/clock`) to see
   * renewals and expiry at once (docs/product.md#renewals). Refused with NODE_ENV=production.
   */
  BILLING_CLOCK: z.enum(['system', 'adjustable']).default('system'),
  /** How often the billing engine looks for due renewals and ended periods (also at every start). */
  BILLING_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * Which processor new Roland Cloud purchases go to (docs/decisions/026-fastspring-adapter.md): `builtin`,
   * the portal's own checkout page with test cards, or `fastspring` (needs the four FASTSPRING_ settings).
   */
  BILLING_PROVIDER: z.enum(['builtin', 'fastspring']).default('builtin'),
  /** FastSpring's API credentials (Developer Tools > APIs > API Credentials in the FastSpring app). */
  FASTSPRING_USERNAME: z.string().min(1).optional(),
  FASTSPRING_PASSWORD: z.string().min(1).optional(),
  /** The storefront buyers pay on, host and path: e.g. roland.onfastspring.com/popup-roland (test: roland.test.onfastspring.com). */
  FASTSPRING_STOREFRONT: z
    .string()
    .regex(
      /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[A-Za-z0-9._-]+)*$/i,
      'must be the storefront host and path such as roland.onfastspring.com/popup-roland',
    )
    .optional(),
  /** The HMAC secret of the store's webhook: every webhook's X-FS-Signature is checked with it. */
  FASTSPRING_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where FastSpring's API is reached (tests use a local fake). */
  FASTSPRING_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.fastspring.com' })
    .default('https://api.fastspring.com'),
  ...zendeskSettings,
});

/**
 * The standard OpenTelemetry variables the tracing SDK reads itself when an exporter is configured
 * (docs/decisions/091-*); the server's own schema does not parse them.
 */
export const OTEL_NAMES = [
  'OTEL_SDK_DISABLED',
  'OTEL_SERVICE_NAME',
  'OTEL_RESOURCE_ATTRIBUTES',
  'OTEL_TRACES_EXPORTER',
  'OTEL_TRACES_SAMPLER',
  'OTEL_TRACES_SAMPLER_ARG',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
  'OTEL_EXPORTER_OTLP_HEADERS',
  'OTEL_EXPORTER_OTLP_TRACES_HEADERS',
  'OTEL_EXPORTER_OTLP_TIMEOUT',
  'OTEL_BSP_SCHEDULE_DELAY',
  'OTEL_BSP_MAX_QUEUE_SIZE',
  'OTEL_BSP_MAX_EXPORT_BATCH_SIZE',
];

/** Every variable the server reads (README.md#configuration); deploy/compose.yaml sets no other. */
export const CONFIG_NAMES = [...Object.keys(schema.shape), ...OTEL_NAMES];

export type Config = z.infer<typeof schema> & { PUBLIC_URL: string };

/** Reads the configuration of README.md#configuration from the environment; throws a readable message on bad values. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const empty = Object.fromEntries(Object.entries(env).filter(([, value]) => value === ''));
  const result = schema.safeParse(
    { ...env, ...Object.fromEntries(Object.keys(empty).map((k) => [k, undefined])) },
    // Operators read zod's own English detail ("expected one of …"), not the users' message codes.
    { error: zodEnglishText },
  );
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const config = result.data;
  if (config.NODE_ENV === 'production' && config.CLIENT_ADDRESS_LIMITS === 'off') {
    throw new Error('Invalid configuration:\n  CLIENT_ADDRESS_LIMITS: cannot be off in production');
  }
  if (config.NODE_ENV === 'production' && config.BILLING_CLOCK === 'adjustable') {
    throw new Error('Invalid configuration:\n  BILLING_CLOCK: cannot be adjustable in production');
  }
  if (config.MANAGEMENT_PORT !== 0 && config.MANAGEMENT_PORT === config.PORT)
    throw new Error('Invalid configuration:\n  MANAGEMENT_PORT: must differ from PORT (or be 0: off)');
  const clash = config.OIDC_CLIENTS.find((client) => config.CLIENT_IDS.includes(client.client_id));
  // The portal's own clients' tokens open the API; a relying party's must not (docs/decisions/063-*).
  if (clash)
    throw new Error(
      `Invalid configuration:\n  OIDC_CLIENTS: client_id ${clash.client_id} is one of CLIENT_IDS`,
    );
  if (config.BILLING_PROVIDER === 'fastspring') {
    const missing = (
      [
        'FASTSPRING_USERNAME',
        'FASTSPRING_PASSWORD',
        'FASTSPRING_STOREFRONT',
        'FASTSPRING_WEBHOOK_SECRET',
      ] as const
    ).filter((name) => !config[name]);
    if (missing.length > 0)
      throw new Error(
        `Invalid configuration:\n  ${missing.map((name) => `${name}: required with BILLING_PROVIDER=fastspring`).join('\n  ')}`,
      );
  }
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
