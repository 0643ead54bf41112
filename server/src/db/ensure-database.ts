import { postgresDriver } from './postgres-db';

/** The same server URL pointing at another database (default: the maintenance database `postgres`). */
export function databaseUrl(url: string, database = 'postgres'): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Creates the database DATABASE_URL names when the server answers that it does not exist, so a fresh
 * PostgreSQL needs no manual step. True when it was created. Other connection errors are thrown as they are.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { Client } = postgresDriver();
  const probe = new Client({ connectionString: url });
  try {
    await probe.connect();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
  } finally {
    await probe.end().catch(() => {});
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new Client({ connectionString: databaseUrl(url) });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdent(name)}`);
    return true;
  } catch (error) {
    // Another process starting at the same moment created it first.
    if ((error as { code?: string }).code === '42P04') return false;
    throw error;
  } finally {
    await admin.end();
  }
}
