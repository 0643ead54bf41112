/** Name of the migrated, seeded database each PostgreSQL test database is copied from. */
export const TEMPLATE_DB = 'backstage_template';

/** The same server URL pointing at another database (default: the maintenance database `postgres`). */
export function adminUrl(url: string, database = 'postgres'): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
