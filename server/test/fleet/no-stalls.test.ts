import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, PASSWORD, signUpPayload } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

// docs/decisions/062-*: no request may hold the event loop, or every other request waits behind it.
const BUDGET_MS = 50;

let t: TestApp;
beforeAll(async () => {
  // Shedding on, as in production, with a limit a loaded test machine does not reach by itself.
  t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '200' }, { warm: true });
});
afterAll(() => t?.close());

describe('right after start-up', () => {
  it('answers a burst of requests without one 503', async () => {
    const { securityToken } = (await t.app.inject('/api/v1/serverTime')).json();
    const burst = () =>
      Promise.all([
        t.app.inject('/api/docs/json'),
        t.app.inject({
          method: 'POST',
          url: '/api/v1/signup',
          headers: { 'x-client-id': 'roland', 'x-security-token': securityToken },
          payload: signUpPayload('start-burst@example.com'),
        }),
        ...Array.from({ length: 6 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/signin',
            headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
            payload: { email: `nobody-${i}@example.com`, password: PASSWORD },
          }),
        ),
        ...Array.from({ length: 20 }, () => t.app.inject('/api/v1/genders?perPage=-1')),
        ...Array.from({ length: 5 }, () => t.app.inject('/api/v1/products/cache')),
      ]);
    const answers = [...(await burst()), ...(await burst())];
    expect(answers.filter((res) => res.statusCode >= 500).map((res) => res.statusCode)).toEqual([]);
  });
});

interface Operation {
  method: string;
  url: string;
}

/** Every documented route, with its path parameters filled in: reads first, then writes, deletions last. */
function operations(
  document: { paths: Record<string, Record<string, unknown>> },
  userId: string,
): Operation[] {
  const order = ['get', 'post', 'put', 'patch', 'delete'];
  const list = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => order.includes(method))
      .map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, (_, name: string) => (/id$/i.test(name) ? userId : 'ROLAND')),
      })),
  );
  return list.sort((a, b) => order.indexOf(a.method.toLowerCase()) - order.indexOf(b.method.toLowerCase()));
}

/**
 * The longest the event loop was held while `run` went on, in milliseconds, but no more than the CPU time the
 * process used meanwhile: on a shared machine a gap is partly other processes' work, and only what this
 * process did in it counts.
 */
async function longestBlock(run: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const cpu = process.cpuUsage();
  try {
    await run();
    // One more turn, so a block at the very end is read too.
    await new Promise((resolve) => setTimeout(resolve, 2));
  } finally {
    histogram.disable();
  }
  const used = process.cpuUsage(cpu);
  const block = histogram.max / 1e6;
  return Math.min(block, (used.user + used.system) / 1000);
}

describe('synchronous time per request', () => {
  it(`stays under ${BUDGET_MS} ms for the docs and for every documented route`, async () => {
    const { idToken: token, userId } = await activeUser(t, 'sync-time@example.com');
    const slow: string[] = [];
    let document: { paths: Record<string, Record<string, unknown>> } | undefined;
    const docsBlock = await longestBlock(async () => {
      document = (await t.app.inject('/api/docs/json')).json();
    });
    if (docsBlock > BUDGET_MS) slow.push(`GET /api/docs/json: ${docsBlock.toFixed(0)} ms`);
    const all = operations(document!, userId);
    expect(all.length).toBeGreaterThan(100);
    for (const { method, url } of all) {
      const block = await longestBlock(() =>
        t.app.inject({
          method: method as 'GET',
          url,
          // A public address, so the geo lookup of the sign-in history runs too.
          headers: { ...bearer(token), 'x-forwarded-for': '8.8.8.8' },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        }),
      );
      if (block > BUDGET_MS) slow.push(`${method} ${url}: ${block.toFixed(0)} ms`);
    }
    expect(slow).toEqual([]);
  });
});
