/**
 * Name of the migrated, seeded database each PostgreSQL test database of one run is copied from. One per
 * run (process id), so two runs against the same server (CI and a developer) never drop each other's.
 */
export const templateName = (pid = process.pid) => `backstage_template_${pid}`;

/** The same server URL pointing at another database (default: the maintenance database `postgres`). */
export function adminUrl(url: string, database = 'postgres'): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
