import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Port of the server the browser tests start; apart from 3000 so a running `npm start` does not clash. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The loopback SMTP sink the portal mails to in these tests, and the HTTP port the tests read it from. */
const SMTP_SINK_PORT = E2E_PORT + 25;
export const SMTP_SINK_HTTP_PORT = E2E_PORT + 26;
/** A second server with hash routing (ROUTER_MODE=hash), for the `hash` project's mail-link journeys. */
export const HASH_PORT = E2E_PORT + 1;
/** Backstage Pass codes the operator's command issues before the server starts (one a line), for the pass journey. */
export const PASS_CODES_FILE = join(tmpdir(), `backstage-e2e-pass-codes-${E2E_PORT}.txt`);
/**
 * The maker's first staff member: an account on the staff domain that the operator's `npm run staff:grant`
 * makes the first admin before the server starts (docs/operations.md#staff-roles), for the staff console journey.
 */
export const STAFF_ADMIN_EMAIL = 'console.admin@roland.com';
/** A help-desk agent the operator grants `support` the same way, for the help-desk journey (support.spec.ts). */
export const DESK_AGENT_EMAIL = 'desk.agent@roland.com';
/**
 * The OpenID Connect relying parties of the provider journey (ADR 063): a public one (PKCE) and a confidential
 * one (client_secret_basic), answered by a small HTTP listener the test starts on this port (a server's
 * redirect to another host is not something page.route can answer).
 */
export const OIDC_RP_PORT = E2E_PORT + 30;
const rp = `http://localhost:${OIDC_RP_PORT}`;
export const OIDC_RP = {
  redirectUri: `${rp}/cb`,
  postLogoutRedirectUri: `${rp}/bye`,
  shopRedirectUri: `${rp}/shop/cb`,
  shopSecret: 'e2e-shop-client-secret-0123456789abcdef',
} as const;
/**
 * A third-party public client (consent screen, ADR 088) that is also a single-page app calling the provider
 * from its own origin (CORS, ADR 089), on a listener of its own so its journey runs beside the one above.
 */
export const OIDC_APP_PORT = E2E_PORT + 31;
export const OIDC_APP = {
  clientId: 'e2e-notes',
  name: 'E2E Notes',
  origin: `http://localhost:${OIDC_APP_PORT}`,
  redirectUri: `http://localhost:${OIDC_APP_PORT}/notes/cb`,
  /** The same listener under another name: an origin no client registered. */
  foreignOrigin: `http://127.0.0.1:${OIDC_APP_PORT}`,
} as const;
// The forum and the shop are the maker's own sites: no consent screen (first_party, ADR 088).
const OIDC_CLIENTS = [
  {
    client_id: 'e2e-forum',
    name: 'E2E Forum',
    redirect_uris: [OIDC_RP.redirectUri],
    post_logout_redirect_uris: [OIDC_RP.postLogoutRedirectUri],
    first_party: true,
  },
  {
    client_id: 'e2e-shop',
    client_secret: OIDC_RP.shopSecret,
    redirect_uris: [OIDC_RP.shopRedirectUri],
    first_party: true,
  },
  { client_id: OIDC_APP.clientId, name: OIDC_APP.name, redirect_uris: [OIDC_APP.redirectUri] },
];
const dataDir = mkdtempSync(join(tmpdir(), 'backstage-e2e-'));
const hashDataDir = mkdtempSync(join(tmpdir(), 'backstage-e2e-hash-'));
const HASH_SPECS = /hash-routing\.spec\.ts/;
/** How long a server may take to start: a fresh database migrates and seeds first (E2E_SERVER_TIMEOUT, ms). */
const SERVER_START_TIMEOUT = Number(process.env.E2E_SERVER_TIMEOUT ?? 180_000);

// Debian's headless shell of Chromium (package chromium-headless-shell, installed by scripts/ensure-chromium.mjs)
// with the flags this closed network needs; never a downloaded browser build. The shell is Chromium's engine
// without the browser's window code: a third less CPU per journey (ADR 099). CHROMIUM_PATH=/usr/bin/chromium
// runs the journeys in the whole browser, e.g. to watch one with --headed.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two browsers keep a 2-core machine busy while the server hashes; Playwright's own default (half the cores)
  // would run one at a time there, CI variable or not. `E2E_WORKERS` sets another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  // Sign-ups hash passwords (argon2) while other workers do the same, and two Chromiums share 2 cores with
  // the server: a lazy screen can take a while to arrive.
  expect: { timeout: 15_000 },
  // A whole journey (sign-up, mail, activation, sign-in) hashes passwords several times: up to 90 s on a busy machine.
  timeout: 90_000,
  // The JSON report gives each test's duration: `node scripts/slowest-specs.mjs` lists the slowest spec files.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/results.json' }]],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace doubled Chromium's CPU time on every test, passing or not (bench/README.md, stop 42):
    // E2E_TRACE=retain-on-failure records them again when a failure needs its trace.
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ?? 'off',
    // A click that waits for what never comes fails here, not at the end of a long journey's own time-out.
    actionTimeout: 45_000,
    launchOptions,
  },
  projects: [
    // The desktop journeys run as a first visit whose browser keeps no service worker: installing one in every
    // fresh context (its precache of the shell, each request through it) cost a tenth of the CPU. The phone
    // journeys, where the portal is installed as an app, keep it; service-worker.spec.ts allows it (ADR 101).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions, serviceWorkers: 'block' },
      testIgnore: HASH_SPECS,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@phone/,
      testIgnore: HASH_SPECS,
    },
    {
      name: 'hash',
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://localhost:${HASH_PORT}` },
      testMatch: HASH_SPECS,
    },
  ],
  webServer: [
    {
      command: 'node scripts/smtp-sink.mjs',
      url: `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/health`,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(SMTP_SINK_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT) },
    },
    {
      // The operator's legacy-user import runs first, as a deployment moving from the old portal would, the
      // operator lists units the maker built (their serials activate hardware) and issues Backstage Pass codes;
      // then the maker's first staff member, signed up, is made the first admin by the operator's command.
      command:
        'npx tsx ../server/scripts/import-legacy-users.ts fixtures/legacy-users.csv && ' +
        'npx tsx ../server/scripts/import-produced-units.ts fixtures/produced-units.csv && ' +
        `npx tsx ../server/scripts/create-pass-codes.ts --event "Drum Day 2027" --count 5 > ${PASS_CODES_FILE} && ` +
        `npx tsx scripts/staff-account.mts ${STAFF_ADMIN_EMAIL}/Rin/Sato ${DESK_AGENT_EMAIL}/Kenji/Mori && ` +
        // `npm run staff:grant -- --email E --role R`, as the operator runs it (the root package's script).
        `npx tsx ../server/scripts/staff.ts grant --email ${STAFF_ADMIN_EMAIL} --role admin && ` +
        `npx tsx ../server/scripts/staff.ts grant --email ${DESK_AGENT_EMAIL} --role support && ` +
        'node ../server/dist/main.js',
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      // A fresh database migrates and seeds first: on a busy shared machine that alone can take a minute.
      timeout: SERVER_START_TIMEOUT,
      // Mail goes out over SMTP to the sink, as it would to a real mail server.
      env: {
        PORT: String(E2E_PORT),
        // No management listener: several suites share this machine, and 9000 is one port (ADR 090).
        MANAGEMENT_PORT: '0',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
        // The region tests stand in for visitors abroad with X-Forwarded-For from this machine.
        TRUST_PROXY: 'loopback',
        // Every test user signs up from this one address: the per-address mail and lookup budgets would stop
        // the suite (the per-account and per-recipient budgets still hold).
        CLIENT_ADDRESS_LIMITS: 'off',
        // The help-centre sign-on journey (docs/product.md#help-centre); the browser test answers for this host.
        ZENDESK_HELP_CENTER_URL: 'https://help.backstage.test',
        ZENDESK_SSO_SECRET: 'e2e-help-centre-shared-secret',
        OIDC_CLIENTS: JSON.stringify(OIDC_CLIENTS),
      },
    },
    {
      command: 'node ../server/dist/main.js',
      url: `http://localhost:${HASH_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT,
      env: {
        PORT: String(HASH_PORT),
        MANAGEMENT_PORT: '0',
        DATA_DIR: hashDataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
        ROUTER_MODE: 'hash',
        CLIENT_ADDRESS_LIMITS: 'off',
      },
    },
  ],
});
