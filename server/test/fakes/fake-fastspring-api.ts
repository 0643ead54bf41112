import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the fake received. */
export interface FsCall {
  method: string;
  path: string;
  query: URLSearchParams;
  auth: string | undefined;
  body: Record<string, unknown> | undefined;
}

/**
 * A local stand-in for FastSpring's API (tests only; docs/decisions/026-fastspring-adapter.md): accounts
 * (create, lookup by `custom`, authenticate), sessions, subscriptions (get, cancel, pause), orders and returns,
 * behind HTTP basic auth, answering in FastSpring's shapes and recording every call.
 */
export interface FakeFastSpring {
  url: string;
  calls: FsCall[];
  /** Subscriptions and orders GET answers, by id. */
  subscriptions: Map<string, Record<string, unknown>>;
  orders: Map<string, Record<string, unknown>>;
  /** The next call answers 500. */
  failNext(): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

/** Starts the fake on a free loopback port, accepting `username:password`. */
export async function startFakeFastSpring(username: string, password: string): Promise<FakeFastSpring> {
  const calls: FsCall[] = [];
  const accounts: { id: string; custom: string; email: string }[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const orders = new Map<string, Record<string, unknown>>();
  let failing = false;
  let sessions = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const method = request.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      auth: request.headers.authorization,
      body,
    });
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    if (
      request.headers.authorization !== `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
    )
      return send(401, { error: 'Unauthorized' });
    if (failing) {
      failing = false;
      return send(500, { error: 'Internal Server Error' });
    }
    const [, resource, id, action] = url.pathname.split('/');
    if (resource === 'accounts' && method === 'GET' && !id) {
      const custom = url.searchParams.get('custom');
      const found = accounts.filter((a) => a.custom === custom).map((a) => ({ id: a.id, account: a.id }));
      return send(200, { action: 'account.lookup', result: 'success', accounts: found });
    }
    if (resource === 'accounts' && method === 'POST' && !id) {
      const contact = body?.contact as { email?: string } | undefined;
      const lookup = body?.lookup as { custom?: string } | undefined;
      const account = {
        id: `acct-${accounts.length + 1}`,
        custom: lookup?.custom ?? '',
        email: contact?.email ?? '',
      };
      accounts.push(account);
      return send(200, { id: account.id, account: account.id, action: 'account.create', result: 'success' });
    }
    if (resource === 'accounts' && action === 'authenticate' && method === 'GET') {
      const url = `https://roland.test.onfastspring.com/account/${id}/manage`;
      return send(200, {
        accounts: [{ account: id, action: 'account.authenticate.get', result: 'success', url }],
      });
    }
    if (resource === 'sessions' && method === 'POST') {
      sessions++;
      return send(200, {
        id: `session-${sessions}`,
        currency: 'USD',
        expires: Date.now() + 86_400_000,
        order: null,
        account: body?.account,
        items: body?.items,
      });
    }
    if (resource === 'subscriptions' && id && !action && method === 'GET') {
      const found = subscriptions.get(id);
      return found ? send(200, found) : send(404, { error: { subscription: 'Not found' } });
    }
    if (resource === 'subscriptions' && id && !action && method === 'DELETE') {
      const known = subscriptions.has(id);
      return send(200, {
        subscriptions: [
          { subscription: id, action: 'subscription.cancel', result: known ? 'success' : 'error' },
        ],
      });
    }
    if (resource === 'subscriptions' && action === 'pause' && method === 'POST') {
      return send(200, { id, subscription: id, action: 'subscription.pause', result: 'success' });
    }
    if (resource === 'orders' && id && method === 'GET') {
      const found = orders.get(id);
      return found ? send(200, found) : send(404, { error: { order: 'Not found' } });
    }
    if (resource === 'returns' && method === 'POST') {
      const returns = (body?.returns as { order: string }[]) ?? [];
      return send(200, {
        returns: returns.map((r, i) => ({
          return: `return-${i + 1}`,
          order: r.order,
          result: orders.has(r.order) ? 'success' : 'error',
        })),
      });
    }
    return send(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    orders,
    failNext: () => {
      failing = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook request as FastSpring sends it: `{events}` signed with X-FS-Signature (base64 HMAC-SHA256). */
export function signedWebhook(secret: string, events: { id: string; type: string; data: unknown }[]) {
  const payload = JSON.stringify({
    events: events.map((e) => ({ live: false, processed: false, created: Date.now(), ...e })),
  });
  const signature = createHmac('sha256', secret).update(payload).digest('base64');
  return { payload, signature };
}
