// My Gear and catalogue benchmark (issue #5): a catalogue of 50,000 products and a user with 500
// registrations; prints searchProducts p99, the My Gear first page (12) and the full list (perPage=-1, what
// the web loads today), and the products list. Measurements only: nothing here runs in the unit suites or CI.
// Usage: npm run build && npm run bench:my-gear -w bench   (own server on BENCH_PORT, default 3202)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { activeUser, client, measure, report, startServer } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 3202);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-my-gear-'));
const env = { PORT: String(port), DATA_DIR: dataDir };

// Model codes share prefixes as real ones do (FP-…, TD-…), and names start with a series word, so short
// searches by model code or by name have thousands of matches.
const PREFIXES = 'FP RD TD GT KTN JUNO SH SPD HPD UA VR RC DS BD ME'.split(' ');
const SERIES = 'Fantom Jupiter Katana Nextone Octapad V-Drums Aira Cube Blues Waza'.split(' ');
// What people type: a letter, a prefix, a full model code, a series name, nothing that exists.
const SEARCHES = [
  'f',
  'fp',
  'fp-1',
  'FP-30X',
  'td-4',
  'katana',
  'katana 12',
  'juno-',
  'v',
  'go:',
  'zz-none',
  'SH-4999',
];
const modelCode = (n) => `${PREFIXES[n % PREFIXES.length]}-${n}B`;

/** Runs `work(query)` on the database directly, with the server stopped (PGlite has a single user). */
async function withDatabase(work) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      return await work((sql, params) => db.query(sql, params));
    } finally {
      await db.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'db'));
  try {
    return await work((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
  }
}

/** Adds the generated catalogue (as an operator's import would: one statement, no ANALYZE). */
const seedCatalogue = () =>
  withDatabase((query) =>
    query(
      `insert into products (slug, name, brand, model_code, category_id)
        select 'bench-' || n, ($2::text[])[1 + n % array_length($2::text[], 1)] || ' ' || n,
          case when n % 3 = 0 then 'BOSS' else 'ROLAND' end,
          ($1::text[])[1 + n % array_length($1::text[], 1)] || '-' || n || 'B',
          case when n % 3 = 0 then 12 else 3 end
        from generate_series(1, $3::int) n
        on conflict do nothing`,
      [PREFIXES, SERIES, PRODUCTS],
    ),
  );

/** Registers REGISTRATIONS products through the API, a few at a time, with dates and methods spread out. */
async function registerGear(user) {
  const call = client(base);
  const methods = ['In a store', 'Online', 'Catalog/Phone Order', 'Secondhand'];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < REGISTRATIONS) {
        const i = next++;
        const day = new Date(Date.UTC(2012, 0, 1) + ((i * 7919) % 4700) * 86_400_000);
        const payload = {
          product: { modelCode: modelCode(1 + ((i * 97) % PRODUCTS)) },
          serialCode: `G${String(i).padStart(6, '0')}`,
          purchaseDate: day.toISOString().slice(0, 10),
          purchaseMethod: { value: methods[i % methods.length] },
          ...(i % 2 ? { purchaseDealer: { name: `Music Store ${i % 40}` } } : {}),
        };
        const path = `/api/v1/users/${user.userId}/registeredProducts`;
        const result = await call('POST', path, payload, { authorization: `Bearer ${user.idToken}` });
        if (result.status !== 201)
          throw new Error(`registration ${i}: ${result.status} ${JSON.stringify(result.json)}`);
      }
    }),
  );
}

/** The time of one request, in ms (a cold one: the first after a start). */
async function timeOnce(path) {
  const t0 = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  return performance.now() - t0;
}

/** Every figure of the benchmark, printed under a heading. */
async function measureAll(heading, user, lastSync) {
  console.log(`\n${heading}`);
  const search = (i) =>
    `${base}/api/v1/searchProducts?modelCode=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`;
  const found = (body) => Array.isArray(body.data) && body.data.length <= 50;
  report(
    `searchProducts, one client (${SEARCHES.length} texts from 1 letter to a full code, by model code and name)`,
    await measure(search, { seconds, connections: 1, check: found }),
  );
  report(
    'searchProducts, 8 clients at once',
    await measure(search, { seconds, connections: 8, check: found }),
  );

  const gear = (query) => `${base}/api/v1/users/${user.userId}/registeredProducts?${query}`;
  const auth = { authorization: `Bearer ${user.idToken}` };
  for (const sort of ['purchaseDateDesc', 'purchaseDateAsc', 'productNameAsc', 'productNameDesc'])
    report(
      `My Gear first page, one client (sort=${sort}&page=1&perPage=12)`,
      await measure(() => gear(`sort=${sort}&page=1&perPage=12`), {
        seconds,
        connections: 1,
        headers: auth,
        check: (body) => body.data.length === 12 && body.total === REGISTRATIONS,
      }),
    );
  report(
    'My Gear full list, one client (sort=purchaseDateDesc&perPage=-1, what the web loads today)',
    await measure(() => gear('sort=purchaseDateDesc&perPage=-1'), {
      seconds,
      connections: 1,
      headers: auth,
      check: (body) => body.data.length === REGISTRATIONS,
    }),
  );

  const pages = Math.ceil(PRODUCTS / 12);
  report(
    'products list, a page of 12 anywhere in the list, 8 clients',
    await measure((i) => `${base}/api/v1/products?perPage=12&page=${1 + ((i * 389) % pages)}`, {
      seconds,
      connections: 8,
      check: (body) => body.total > PRODUCTS,
    }),
  );
  report(
    'products changed since the last sync (incremental sync by updateDate), 8 clients',
    await measure(() => `${base}/api/v1/products?perPage=-1&updateDate=${encodeURIComponent(lastSync)}`, {
      seconds,
      connections: 8,
    }),
  );
}

// Figures from a busy machine are slower: the load average says how busy it was.
const load = () => loadavg()[0].toFixed(1);
console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${PRODUCTS} products, ${REGISTRATIONS} registrations; ${cpus().length} cores, load ${load()}`,
);
let server = await startServer(env); // migrates and seeds the real catalogue
await server.stop();
let t0 = performance.now();
await seedCatalogue();
console.log(`seeded ${PRODUCTS} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
server = await startServer(env);
try {
  console.log(
    `products/cache, first request after start (builds the list): ${(await timeOnce('/api/v1/products/cache')).toFixed(0)} ms`,
  );
  const user = await activeUser(base, `bench-gear-${Date.now()}@example.com`, 'Kettle-Drum-77');
  t0 = performance.now();
  await registerGear(user);
  const took = performance.now() - t0;
  console.log(
    `registered ${REGISTRATIONS} products in ${(took / 1000).toFixed(1)} s (${(took / REGISTRATIONS).toFixed(1)} ms each, 4 at a time)`,
  );
  // Incremental clients ask for what changed since their last fetch: usually nothing.
  const lastSync = new Date().toISOString();
  await measureAll('before ANALYZE (how PGlite always runs: it has no autovacuum)', user, lastSync);

  // The same once the planner has statistics: what an ANALYZE after start or after an import would give.
  await server.stop();
  t0 = performance.now();
  await withDatabase((query) => query('analyze'));
  console.log(`\nANALYZE took ${(performance.now() - t0).toFixed(0)} ms`);
  server = await startServer(env);
  console.log(
    `products/cache, first request after start: ${(await timeOnce('/api/v1/products/cache')).toFixed(0)} ms`,
  );
  await measureAll('after ANALYZE', user, lastSync);
  console.log(`\nload average at the end: ${load()}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
