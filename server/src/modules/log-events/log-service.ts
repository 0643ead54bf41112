import { sanitizeLogEvent } from '@backstage/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { deleteLogEventsOfUser, insertLogEvent, type LogValue } from './log-repo';
import type { LogEventBody } from './schemas';

/** docs/product.md#log-events: page views are debug output only, never stored. */
export const PAGE_VIEW = 'page_view';

// Beyond docs/product.md#log-sanitising: an extra named like a secret is dropped whatever it holds (a token carries the user id
// base64-encoded, which the UUID mask cannot see). Same names as the server log's redaction.
const SECRET_NAME = /pass(word)?|token|secret|authorization|cookie/i;

const asText = (value: LogValue | undefined) =>
  value === null || value === undefined ? null : String(value);

/**
 * Records a log event after sanitising (docs/product.md#log-sanitising) (e-mails, also %40-encoded, and UUIDs masked; values that
 * are not primitives become null). A signed-in sender's event is linked to the account.
 */
export async function recordLogEvent(
  deps: Deps,
  body: LogEventBody,
  sender: { userId?: string; address: ClientAddress },
  log: FastifyBaseLogger,
): Promise<'logged' | 'debug'> {
  // Anyone may send events, so each sender (the account, else the address) gets a budget per minute.
  const who = sender.userId ? `user:${sender.userId}` : `ip:${sender.address}`;
  if ((await deps.kv.incr(`log-rate:${who}`, 60)) > deps.config.LOG_EVENTS_PER_MINUTE)
    throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
  const { event, eventSource, description, ...payload } = sanitizeLogEvent(body);
  for (const key of Object.keys(payload)) if (SECRET_NAME.test(key)) payload[key] = null;
  if (event === PAGE_VIEW) {
    log.debug({ logEvent: { event, ...payload } }, 'page view');
    return 'debug';
  }
  await insertLogEvent(deps.db, {
    userId: sender.userId ?? null,
    event: String(event),
    eventSource: asText(eventSource),
    description: asText(description),
    payload,
  });
  return 'logged';
}

/** Analytics opt-out: forgets every event stored for the user; returns how many. */
export function forgetLogEvents(deps: Deps, userId: string): Promise<number> {
  return deleteLogEventsOfUser(deps.db, userId);
}
