/**
 * Name of the migrated, seeded database each PostgreSQL test database of one run is copied from. One per run
 * (process id), shared by its two server projects (global-setup.ts), so two runs against the same server (CI
 * and a developer) never drop each other's.
 */
export const templateName = (pid = process.pid) => `backstage_template_${pid}`;

export { databaseUrl as adminUrl } from '../src/db/ensure-database';
