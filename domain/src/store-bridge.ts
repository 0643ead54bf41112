import { REDIRECT_ALLOWLIST } from './restricted-redirect';

/**
 * The preview-hosting domain (docs/product.md#service-worker): review builds of the portal are served from
 * hosts under it, and their pages talk to the service worker like a brand site's.
 */
export const PREVIEW_HOSTING_DOMAIN = 'amplifyapp.com';

/**
 * docs/product.md#service-worker: the service worker accepts messages only from the brand sites' origins
 * (the restricted-redirect allowlist), from https hosts under the preview-hosting domain, and from the
 * deployment's own public origin (`PUBLIC_URL`). Anything that is not a plain origin is refused.
 */
export function isAllowedMessageOrigin(origin: string | null | undefined, publicOrigin?: string): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // `event.origin` is scheme://host[:port] exactly; a path, credentials or a trailing slash mean a forged value.
  if (url.origin !== origin) return false;
  if (publicOrigin && origin === publicOrigin) return true;
  if (REDIRECT_ALLOWLIST.includes(origin)) return true;
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    (host === PREVIEW_HOSTING_DOMAIN || host.endsWith(`.${PREVIEW_HOSTING_DOMAIN}`))
  );
}

/** The message a page sends the service worker to have an id token checked for the store. */
export interface TokenVerificationMessage {
  type: 'verifyToken';
  idToken: string;
  /** What asked for the check (a sign-in, a visit to the store); kept for logs, never trusted. */
  event: string;
}

/**
 * The message when `data` is one (type `verifyToken`, an id token of at most 8 KiB, an event name of at most
 * 64 characters), else null. Plain code, no schema library: the service worker bundles this and stays small.
 */
export function parseTokenVerificationMessage(data: unknown): TokenVerificationMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, idToken, event } = data as Record<string, unknown>;
  const text = (value: unknown, max: number): value is string =>
    typeof value === 'string' && value.length > 0 && value.length <= max;
  if (type !== 'verifyToken' || !text(idToken, 8192) || !text(event, 64)) return null;
  return { type, idToken, event };
}

/** Outcome of a check: `success` (the token is the signed-in user's) or `failure` (refused or unreachable). */
export type TokenVerificationStatus = 'success' | 'failure';

/** The service worker's reply (docs/product.md#service-worker): `shopifyId` when the user has one. */
export interface TokenVerificationReply {
  type: 'tokenVerification';
  status: TokenVerificationStatus;
  shopifyId?: string;
}

/** The reply when `data` is one, else null (a page ignores anything else the worker might post). */
export function parseTokenVerificationReply(data: unknown): TokenVerificationReply | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, status, shopifyId } = data as Record<string, unknown>;
  if (type !== 'tokenVerification' || (status !== 'success' && status !== 'failure')) return null;
  if (shopifyId !== undefined && typeof shopifyId !== 'string') return null;
  return { type, status, ...(shopifyId === undefined ? {} : { shopifyId }) };
}

/** The URL the worker asks to check a token: the caller's store id (200 with it, 404 when none is stored). */
export const TOKEN_VERIFICATION_PATH = '/api/v1/externalUserId/services/shopify';

/**
 * Reads the answer of {@link TOKEN_VERIFICATION_PATH} into a reply: 200 is success with the id, 404 "no id
 * stored" is success without one, anything else (401 refused token, 5xx, network) is failure.
 */
export function replyFromVerification(status: number, body: unknown): TokenVerificationReply {
  if (status === 200) {
    const id = (body as { id?: unknown } | null)?.id;
    return {
      type: 'tokenVerification',
      status: 'success',
      ...(typeof id === 'string' ? { shopifyId: id } : {}),
    };
  }
  if (status === 404 && (body as { code?: unknown } | null)?.code === 'EXTERNAL_ID_NOT_FOUND') {
    return { type: 'tokenVerification', status: 'success' };
  }
  return { type: 'tokenVerification', status: 'failure' };
}
