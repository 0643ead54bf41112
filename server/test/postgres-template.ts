/**
 * Name of the migrated, seeded database each PostgreSQL test database of one run is copied from. One per run
 * (process id) and project (`server`, `server-isolated`), so two runs against the same server (CI and a
 * developer) and the two projects of one run never drop each other's.
 */
export const templateName = (project: string, pid = process.pid) =>
  `backstage_template_${pid}_${project.replace(/\W/g, '_')}`;

export { databaseUrl as adminUrl } from '../src/db/ensure-database';
