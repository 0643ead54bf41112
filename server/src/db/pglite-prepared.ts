import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { statementName } from './statement-name';

/** Prepared statements kept per embedded database at most; beyond it the oldest is closed first. */
export const PREPARED_STATEMENTS_MAX = 100;

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred when it parsed the statement, to serialize values as `query` does. */
  types: number[];
}

const { serialize } = protocol;
const statementsOf = new WeakMap<PGlite, Map<string, Statement>>();

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

// PostgreSQL refuses to run a cached plan whose result columns changed (a table altered after it was prepared).
const STALE_PLAN = '0A000';

const closeStatement = (pg: PGlite, name: string) =>
  pg.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false });

const statementsIn = (pg: PGlite) => {
  let statements = statementsOf.get(pg);
  if (!statements) {
    statements = new Map();
    statementsOf.set(pg, statements);
  }
  return statements;
};

/**
 * A statement the embedded database parses and plans once, then only binds and executes (docs/decisions/
 * 044-prepared-hot-statements-and-deferred-start.md). PGlite's own `query` parses, describes, binds,
 * describes, executes and syncs in six calls into WebAssembly and plans the statement every time: for the
 * profile read of `GET me` that cost several times the prepared statement (bench/README.md). Here the first use parses
 * and describes a named statement; every use after is one call (bind, describe, execute, sync). Values are
 * serialized by the parameter types PostgreSQL inferred, and rows parsed by the instance's own parsers, as
 * `query` does, so a caller sees the same rows.
 *
 * Outside a transaction it takes the same locks as `query` (never between a transaction's statements); inside
 * one (`inTransaction`) the transaction already holds the outer lock.
 */
export async function preparedQuery<T>(
  pg: PGlite,
  sql: string,
  params: unknown[] = [],
  inTransaction = false,
): Promise<{ rows: T[] }> {
  const run = async (retry: boolean): Promise<{ rows: T[] }> => {
    const statements = statementsIn(pg);
    let statement = statements.get(sql);
    if (!statement) {
      const name = statementName(sql);
      if (statements.size >= PREPARED_STATEMENTS_MAX) {
        const [oldestSql, oldest] = statements.entries().next().value!;
        statements.delete(oldestSql);
        await closeStatement(pg, oldest.name);
      }
      const { messages } = await pg.execProtocol(
        concat([
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = { name, types: parse.parseDescribeStatementResults(messages) };
      statements.set(sql, statement);
    }
    const types = statement.types;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const { messages } = await pg.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await pg.syncToFs();
      return { rows: (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[] };
    } catch (error) {
      if (!retry || (error as { code?: unknown }).code !== STALE_PLAN) throw error;
      statements.delete(sql);
      await closeStatement(pg, statement.name);
      return run(false);
    }
  };
  await pg._checkReady();
  if (inTransaction) return pg._runExclusiveQuery(() => run(true));
  return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run(true)));
}
