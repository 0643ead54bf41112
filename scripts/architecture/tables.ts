/**
 * Who owns each table of server/migrations (ADR 012, issue 29): a server module by its folder name, or the
 * infrastructure file that keeps it. Only the owner's `*-repo.ts` files name the table in SQL; other modules
 * call the owner's `index.ts`. A new migration's table gets its row here, or the architecture test fails.
 */
export const TABLE_OWNERS: Record<string, string> = {
  // accounts: identity, credentials, sessions of the browser, codes sent by mail.
  users: 'accounts',
  legacy_users: 'accounts',
  browser_sessions: 'accounts',
  verification_codes: 'accounts',
  // master-data: the catalogue, the dealers and the small lists the domain seeds.
  products: 'master-data',
  stores: 'master-data',
  brands: 'master-data',
  genders: 'master-data',
  culture_codes: 'master-data',
  phone_types: 'master-data',
  interests: 'master-data',
  purchasing_methods: 'master-data',
  state_provinces: 'master-data',
  master_list_versions: 'master-data',
  user_phones: 'profile',
  user_interests: 'profile',
  external_user_ids: 'external-ids',
  oauth2_codes: 'oauth2',
  oidc_codes: 'oidc',
  oidc_grants: 'oidc',
  oidc_sessions: 'oidc',
  refresh_families: 'tokens',
  legacy_refresh_tokens: 'tokens',
  signing_keys: 'tokens',
  log_events: 'log-events',
  registered_products: 'my-gear',
  warranty_terms: 'warranty',
  warranty_reminders: 'warranty-reminders',
  gear_transfers: 'gear-transfers',
  gear_unit_events: 'gear-transfers',
  questionnaires: 'questionnaires',
  questions: 'questionnaires',
  question_options: 'questionnaires',
  questionnaire_labels: 'questionnaires',
  questionnaire_label_links: 'questionnaires',
  answer_infos: 'questionnaires',
  answers: 'questionnaires',
  devices: 'devices',
  mail_outbox: 'mail',
  support_tickets: 'support',
  support_replies: 'support',
  help_articles: 'support',
  subscriptions: 'cloud',
  cloud_checkouts: 'cloud',
  cloud_exchange_rates: 'cloud',
  cloud_keys: 'cloud',
  cloud_payments: 'cloud',
  cloud_processor_accounts: 'cloud',
  cloud_produced_units: 'cloud',
  cloud_trial_uses: 'cloud',
  cloud_user_products: 'cloud',
  cloud_webhook_events: 'cloud',
  billing_clock: 'cloud',
  backstage_pass_codes: 'backstage-pass',
  event_check_ins: 'backstage-pass',
  temporary_data: 'temporary-data',
  sign_in_events: 'security-centre',
  sign_in_sessions: 'security-centre',
  new_device_alerts: 'security-centre',
  passkeys: 'security-centre',
  totp_factors: 'security-centre',
  recovery_codes: 'security-centre',
  staff_roles: 'staff-console',
  staff_audit: 'staff-console',
  text_overrides: 'staff-console',
  text_versions: 'staff-console',
  // Infrastructure below the modules: the secrets store of lib/, the migrations' and the seed's own records.
  app_secrets: 'server/src/lib/secret-repo.ts',
  schema_migrations: 'server/src/db/',
  seed_state: 'server/src/db/',
};

/**
 * The staff console's account view, lookup and support actions read across the customer's modules (ADR 079):
 * named here until each owner exports the reads it needs (a debt of issue 38, not a pattern to copy).
 */
const STAFF_CONSOLE = ['staff-console'];
const STAFF_CONSOLE_READS = [
  'browser_sessions',
  'sign_in_sessions',
  'sign_in_events',
  'passkeys',
  'totp_factors',
  'registered_products',
  'products',
  'gear_transfers',
  'support_tickets',
  'subscriptions',
  'cloud_payments',
];

/**
 * Tables more than one module names, and why. ADR 012: the profile module owns the profile columns of the
 * account's row (names, address, preferences, the profile's version), `accounts` the identity and credentials.
 * ADR 078: the token refresh's one statement (`tokens/refresh-repo.ts` `rotateUnspent`) reads the three fields the
 * new id token names (id, e-mail, e-mail verified); it writes nothing of the account. ADR 079: the staff console.
 */
export const SHARED_TABLES: Record<string, string[]> = {
  users: ['profile', 'tokens', ...STAFF_CONSOLE],
  ...Object.fromEntries(STAFF_CONSOLE_READS.map((table) => [table, STAFF_CONSOLE])),
};

/**
 * Whole-database tooling under server/src/db/ (migrations, seed, backup) may name any table: it works on the
 * database as a whole, below every module, and reads no module's rows for a module's purpose.
 */
export const DATABASE_TOOLING = 'server/src/db/';
