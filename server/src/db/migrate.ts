import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resourcePath } from '../lib/resource-path';
import type { Db } from './db';

/** Applies the numbered migrations not yet recorded in schema_migrations, each in its own transaction. */
export async function migrate(db: Db, dir = resourcePath('migrations')): Promise<string[]> {
  // Looked up first: on the embedded database the `create table if not exists` of an existing table cost about
  // as much CPU as the lookup and the reads below together (docs/decisions/050-*).
  const present = await db.query<{ present: boolean }>(
    "select to_regclass('schema_migrations') is not null as present",
  );
  if (!present.rows[0]?.present)
    await db.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
  );
  const pending = readdirSync(dir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file) && !applied.has(file))
    .sort();
  for (const file of pending) {
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      // A lock keeps two processes starting at once from applying the same migration twice.
      await tx.query('select pg_advisory_xact_lock(727274)');
      const done = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (done.rows.length) return;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
  }
  return pending;
}

/**
 * True when every migration this code ships is recorded: `/health/ready` says not ready while one is missing
 * (a process started against a database an older version left, before the migrating process finished).
 */
export async function migrationsApplied(db: Db, dir = resourcePath('migrations')): Promise<boolean> {
  const shipped = readdirSync(dir).filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file));
  const { rows } = await db.query<{ applied: number }>(
    'select count(*)::int as applied from schema_migrations where name = any($1::text[])',
    [shipped],
  );
  return rows[0]?.applied === shipped.length;
}
