import {
  isAllowedMessageOrigin,
  parseTokenVerificationMessage,
  replyFromVerification,
  TOKEN_VERIFICATION_PATH,
  type TokenVerificationReply,
} from '@backstage/domain/store-bridge';

type Fetch = (
  input: string,
  init: { headers: Record<string, string>; cache: 'no-store' },
) => Promise<{
  status: number;
  json(): Promise<unknown>;
}>;

/**
 * docs/product.md#service-worker: a token-verification message from an allowed origin is checked with the
 * server (the caller's store id, read with the id token) and answered `{type: 'tokenVerification', status,
 * shopifyId}`; a message from any other origin, or one that is not a token verification, gets no answer (null).
 * A server that cannot be reached is a `failure`, never an exception: the page decides what to show.
 */
export async function answerTokenVerification(
  data: unknown,
  origin: string,
  config: { ownOrigin: string; publicOrigin: string },
  fetchFn: Fetch,
): Promise<TokenVerificationReply | null> {
  if (!isAllowedMessageOrigin(origin, config.publicOrigin)) return null;
  const message = parseTokenVerificationMessage(data);
  if (!message) return null;
  try {
    const response = await fetchFn(new URL(TOKEN_VERIFICATION_PATH, config.ownOrigin).href, {
      headers: { authorization: `Bearer ${message.idToken}`, accept: 'application/json' },
      cache: 'no-store',
    });
    const body = await response.json().catch(() => null);
    return replyFromVerification(response.status, body);
  } catch {
    return { type: 'tokenVerification', status: 'failure' };
  }
}
