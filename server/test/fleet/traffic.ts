import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { expect } from 'vitest';
import { PASSWORD, signUpPayload } from '../accounts-helpers';
import { registration } from '../my-gear-helpers';
import { waitUntil } from '../tcp-proxy';

// Steady mixed traffic through the balancer while processes restart (docs/decisions/062-*): reads and every kind
// of write a customer sends, POSTs and PUTs that a balancer must not send twice among them.

export interface Account {
  email: string;
  userId: string;
  idToken: string;
  refreshToken: string;
}

const post = (base: string, path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const json = async (response: Response) => (await response.json()) as Record<string, string>;

/** Sign-up with a fresh security token (two requests), as the web app sends it. */
async function signUp(base: string, email: string): Promise<Response> {
  const { securityToken } = await json(await fetch(`${base}/api/v1/serverTime`));
  return post(base, '/api/v1/signup', signUpPayload(email), {
    'x-client-id': 'roland',
    'x-security-token': securityToken!,
  });
}

/**
 * An activated, signed-in account, set up on one process directly (its dev mailbox answers loopback callers
 * only).
 */
export async function activeAccount(base: string): Promise<Account> {
  const email = `rolling-${randomUUID().slice(0, 8)}@example.com`;
  expect((await signUp(base, email)).status).toBe(201);
  const mailbox = (await (await fetch(`${base}/api/dev/mailbox?to=${email}`)).json()) as {
    data: { text: string }[];
  };
  const code = mailbox.data[0]!.text.match(/\b(\d{6})\b/)![1]!;
  expect((await post(base, '/api/v1/confirm', { email, code })).status).toBe(200);
  const tokens = await json(await post(base, '/api/v1/signin', { email, password: PASSWORD }));
  const me = await json(
    await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${tokens.idToken}` } }),
  );
  return { email, userId: me.id!, idToken: tokens.idToken!, refreshToken: tokens.refreshToken! };
}

export interface Traffic {
  /** Requests answered so far (failed ones included). */
  readonly answered: number;
  /** Each failed request: its client, method, path and status or error. */
  readonly failures: string[];
  /** Resolves once `more` further requests have been answered. */
  more(count: number): Promise<void>;
  stop(): Promise<void>;
}

const FIRST_NAMES = ['Aiko', 'Keiko', 'Yuki', 'Haruto'];

/**
 * Sign-ins and sign-ups in flight at once, across clients. A process hashes one password per spare core and
 * refuses one that waited 2 s (503, docs/operations.md "Overload"): on the shared 2-core machine with one process
 * serving, eight at once could wait that long. Shedding is not what the test is about.
 */
const HASHING_AT_ONCE = 2;

/**
 * Each client's pause between two requests: eight clients send up to ~400 a second, a steady load rather than
 * all the machine can do, so that a starting process (about 2 s of CPU) is not starved on the shared machine.
 */
const PAUSE_MS = 20;

/**
 * One client per account, each sending one request after the other in a round of eight: GET me, a list, a token
 * refresh (sent twice it would end the session), a profile update, GET me, a product registration, a sign-in
 * and a sign-up (GET me in their place while others hash). Any answer but 2xx, or none, is a failure.
 */
export function mixedTraffic(base: string, accounts: Account[]): Traffic {
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  let hashing = 0;

  const client = async (n: number) => {
    const account = accounts[n]!;
    const auth = () => ({ authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' });
    for (let i = 0; running; i++) {
      let step = i % 8;
      const hashes = step >= 6;
      if (hashes && hashing >= HASHING_AT_ONCE) step = 0;
      else if (hashes) hashing++;
      const [label, request] = ((): [string, Promise<Response>] => {
        switch (step) {
          case 1:
            return ['GET genders', fetch(`${base}/api/v1/genders?perPage=-1`)];
          case 2:
            return ['POST refresh', post(base, '/api/v1/tokens/refresh', { token: account.refreshToken })];
          case 3:
            return [
              'PUT profile',
              fetch(`${base}/api/v1/users/${account.userId}`, {
                method: 'PUT',
                headers: auth(),
                body: JSON.stringify({ firstName: FIRST_NAMES[i % FIRST_NAMES.length] }),
              }),
            ];
          case 5: {
            const serial = `Z${n}${String(i).padStart(5, '0')}`;
            return [
              'POST registration',
              fetch(`${base}/api/v1/users/${account.userId}/registeredProducts`, {
                method: 'POST',
                headers: auth(),
                body: JSON.stringify(registration('fp-30x', serial)),
              }),
            ];
          }
          case 6:
            return [
              'POST signin',
              post(base, '/api/v1/signin', { email: account.email, password: PASSWORD }),
            ];
          case 7:
            return ['POST signup', signUp(base, `rolling-${randomUUID().slice(0, 8)}@example.com`)];
          default:
            return ['GET me', fetch(`${base}/api/v1/me`, { headers: auth() })];
        }
      })();
      const outcome = await request.then(
        async (response) => {
          const body = await response.text();
          if (!response.ok) return `${response.status} ${body.slice(0, 100)}`;
          if (step === 2) Object.assign(account, JSON.parse(body));
        },
        (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
      );
      if (step >= 6) hashing--;
      answered++;
      if (outcome) failures.push(`client ${n}, ${label}: ${outcome}`);
      await pause(PAUSE_MS);
    }
  };
  const clients = accounts.map((_, n) => client(n));
  return {
    get answered() {
      return answered;
    },
    failures,
    more: async (count) => {
      const target = answered + count;
      await waitUntil(async () => answered >= target, 30_000);
    },
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}
