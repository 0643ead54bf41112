import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openPglite } from './pglite-db';
import { PREPARED_STATEMENTS_MAX } from './pglite-prepared';

// Prepared statements (`{ prepare: true }`, docs/decisions/044-prepared-hot-statements-and-deferred-start.md)
// must answer exactly as the plain path does, on PGlite and on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.exec('create table prepared_probe (id int primary key, v text not null)');
});
afterAll(() => t.close());

const prepare = { prepare: true };

describe('prepared statements', () => {
  it('give the same rows and types as the plain path', async () => {
    const sql = `select $1::uuid as id, $2::timestamptz as at, $3::int as n, $4::text[] as tags, $5::text as nothing,
      json_build_object('a', $3::int) as j, $6::boolean as b, $7::date as day`;
    const params = [
      randomUUID(),
      new Date('2026-01-02T03:04:05.678Z'),
      42,
      ['a', 'b'],
      null,
      true,
      '2026-02-03',
    ];
    const plain = await t.db.query(sql, params);
    for (let i = 0; i < 7; i++) expect(await t.db.query(sql, params, prepare)).toEqual(plain);
    expect(plain.rows[0]).toMatchObject({ n: 42, tags: ['a', 'b'], nothing: null, j: { a: 42 }, b: true });
  });

  it('see every change, also after PostgreSQL settles on a generic plan', async () => {
    await t.db.query('insert into prepared_probe (id, v) values (1, $1)', ['first']);
    const read = async () =>
      (await t.db.query<{ v: string }>('select v from prepared_probe where id = $1', [1], prepare)).rows;
    for (let i = 0; i < 7; i++) expect(await read()).toEqual([{ v: 'first' }]);
    await t.db.query("update prepared_probe set v = 'second' where id = 1");
    expect(await read()).toEqual([{ v: 'second' }]);
  });

  it('run inside a transaction, which sees its own writes and can roll them back', async () => {
    const sql = 'select v from prepared_probe where id = $1';
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('insert into prepared_probe (id, v) values (2, $1)', ['in transaction'], prepare);
        expect((await tx.query(sql, [2], prepare)).rows).toEqual([{ v: 'in transaction' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await t.db.query(sql, [2], prepare)).rows).toEqual([]);
  });

  it('throw the database error (SQLSTATE) and keep working', async () => {
    const insert = 'insert into prepared_probe (id, v) values ($1, $2)';
    await t.db.query(insert, [3, 'three'], prepare);
    await expect(t.db.query(insert, [3, 'again'], prepare)).rejects.toMatchObject({ code: '23505' });
    await t.db.query(insert, [4, 'four'], prepare);
    const rows = (await t.db.query('select id from prepared_probe where id >= $1 order by id', [3], prepare))
      .rows;
    expect(rows).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('interleave with plain statements and transactions without mixing their answers', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => 100 + i);
    await Promise.all(
      ids.map((id) => t.db.query('insert into prepared_probe (id, v) values ($1, $2)', [id, `v${id}`])),
    );
    const answers = await Promise.all(
      ids.map((id, i) =>
        i % 3 === 0
          ? t.db.transaction(
              async (tx) => (await tx.query('select v from prepared_probe where id = $1', [id])).rows,
            )
          : t.db
              .query('select v from prepared_probe where id = $1', [id], i % 3 === 1 ? prepare : undefined)
              .then((r) => r.rows),
      ),
    );
    expect(answers).toEqual(ids.map((id) => [{ v: `v${id}` }]));
  });

  // The embedded database's own cache of prepared statements (pglite-prepared.ts), on both suites.
  it('embedded: a table altered after its statement was prepared, and more statements than are kept', async () => {
    const embedded = await openPglite({});
    try {
      await embedded.exec(
        "create table prepared_probe (id int primary key, v text not null); insert into prepared_probe values (1, 'second')",
      );
      const sql = 'select * from prepared_probe where id = $1';
      expect((await embedded.query(sql, [1], prepare)).rows).toEqual([{ id: 1, v: 'second' }]);
      await embedded.exec('alter table prepared_probe add column w int');
      expect((await embedded.query(sql, [1], prepare)).rows).toEqual([{ id: 1, v: 'second', w: null }]);
      for (let i = 0; i < PREPARED_STATEMENTS_MAX + 5; i++)
        expect((await embedded.query(`select $1::int + ${i} as n`, [1], prepare)).rows).toEqual([
          { n: 1 + i },
        ]);
      expect((await embedded.query(sql, [1], prepare)).rows).toEqual([{ id: 1, v: 'second', w: null }]);
    } finally {
      await embedded.close();
    }
  }, 180_000);
});
