import { parseTokenVerificationReply, type TokenVerificationReply } from '@backstage/domain';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** How long a page waits for the worker's answer before it counts the check as failed. */
export const VERIFICATION_TIMEOUT_MS = 15_000;

/**
 * Asks the service worker to check the id token for the store (docs/product.md#service-worker): the message
 * `{type: 'verifyToken', idToken, event}` and its reply `{type: 'tokenVerification', status, shopifyId}`.
 * No answer in time (the worker ignored the message) is a failure.
 */
export function verifyTokenForStore(
  worker: ServiceWorker,
  idToken: string,
  event: string,
  timeoutMs = VERIFICATION_TIMEOUT_MS,
): Promise<TokenVerificationReply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve({ type: 'tokenVerification', status: 'failure' });
    }, timeoutMs);
    channel.port1.onmessage = (message) => {
      const reply = parseTokenVerificationReply(message.data);
      if (!reply) return;
      clearTimeout(timer);
      channel.port1.close();
      resolve(reply);
    };
    worker.postMessage({ type: 'verifyToken', idToken, event }, [channel.port2]);
  });
}

/**
 * docs/product.md#service-worker: a `success` reply stores the shopify id as the external service account id
 * (when it has one) and marks the store redirect ready; any other reply marks it not ready.
 */
export function applyTokenVerification(reply: TokenVerificationReply): void {
  const ready = reply.status === 'success';
  if (ready && reply.shopifyId) writeStored(STORAGE_KEYS.externalServiceAccountId, reply.shopifyId);
  writeStored(STORAGE_KEYS.storeRedirectReady, ready ? 'true' : 'false');
}

/** True once the store may be sent to: the last token verification succeeded. */
export const isStoreRedirectReady = () => readStored(STORAGE_KEYS.storeRedirectReady) === 'true';
