/**
 * The store tests: the server tests that run twice, on embedded PGlite with the in-process key-value store
 * (`npm test`) and again on PostgreSQL and Redis (`.ci/run`, with DATABASE_URL and REDIS_URL). Every other
 * server test runs once, on PGlite: what it checks (routes, rules, messages, mail) does not depend on which
 * database or key-value store answers (docs/decisions/075-ci-in-half-the-time.md).
 *
 * A test belongs here when what it checks could pass on one store and fail on the other:
 * - the database itself: connections, migrations, prepared statements, the statements a request sends, the
 *   planner, backups (PGlite runs one statement at a time in-process; PostgreSQL is a server with a pool);
 * - requests at the same moment, transactions and locks: PGlite serialises them, so a race only shows on
 *   PostgreSQL;
 * - the key-value store: budgets, lockouts, single-use markers and memos (counters and expiry are Redis's
 *   INCR and EXPIRE there, a Map in-process);
 * - several processes on one database and one Redis (the fleet, `createTestApp(…, { sameStoresAs })`);
 * - outages of either server.
 * `stores.test.ts` holds the list to that: a test file that reads `t.kv`/`deps.kv`, counts statements
 * (`statementsOf`), shares stores between apps (`sameStoresAs`) or reads DATABASE_URL/REDIS_URL must be listed.
 *
 * Entries are paths under server/: a folder (ending in `/`) takes every test in it.
 */
export const STORE_TESTS: readonly string[] = [
  // The database layer, its outages and the fleet.
  'src/db/',
  'test/faults/',
  'test/fleet/',
  // The security suite: budgets, lockouts and single-use codes, most of them kept in the key-value store.
  'test/security/',
  // Configuration and health of both stores; shutdown closes their connections.
  'src/plugins/plugins.test.ts',
  'src/modules/health/health.test.ts',
  'src/plugins/management.test.ts',
  'src/shutdown.test.ts',
  'src/modules/backup/backup.test.ts',
  'src/modules/mail/outbox.test.ts',
  // The statements a request sends, and reads that must see another process's writes at once.
  'src/modules/accounts/refresh-round-trip.test.ts',
  'src/modules/profile/me-round-trip.test.ts',
  'src/modules/profile/profile-cache.test.ts',
  'src/modules/master-data/catalogue-scale.test.ts',
  // Concurrent requests and jobs on several processes: transactions, locks, unique keys.
  'src/modules/profile/profile.test.ts',
  'src/modules/accounts/refresh-memo.test.ts',
  'src/modules/feed/feed.test.ts',
  'src/modules/warranty-reminders/reminders.test.ts',
  'src/modules/gear-transfers/transfer-expiry.test.ts',
  'src/modules/cloud/access.test.ts',
  'src/modules/cloud/billing.test.ts',
  'src/modules/cloud/billing-clock.test.ts',
  // Budgets, lockouts and single-use markers in the key-value store.
  'src/modules/accounts/session.test.ts',
  'src/modules/accounts/registration.test.ts',
  'src/modules/accounts/credentials.test.ts',
  'src/modules/security-centre/two-step.test.ts',
  'src/modules/security-centre/passkeys.test.ts',
  'src/modules/gear-transfers/transfer-codes.test.ts',
  'src/modules/mail/outbox-budget.test.ts',
  'src/modules/log-events/log-events.test.ts',
  // The OpenID provider's budget of parked sign-in requests per address and its single-use resume markers.
  'src/modules/oidc/authorize.test.ts',
  // Consent questions parked in the key-value store (answered once), and the grants repo on both databases.
  'src/modules/oidc/consent.test.ts',
  'src/modules/oidc/connected-apps.test.ts',
  // The staff console: its idle-session marker, the lockout it clears (and when it ends), roles granted and refused,
  // and texts published to every process.
  'src/modules/staff-console/actions.test.ts',
  'src/modules/staff-console/guard.test.ts',
  'src/modules/staff-console/staff.test.ts',
  'src/modules/staff-console/texts.test.ts',
  // The help desk behind the console's door for the support role (its idle marker in the key-value store).
  'src/modules/support/help-desk.test.ts',
];

/** Vitest `include` globs of the store tests. */
export const storeTestGlobs = (): string[] =>
  STORE_TESTS.map((entry) => (entry.endsWith('/') ? `${entry}**/*.test.ts` : entry));
