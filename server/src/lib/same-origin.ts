import type { FastifyRequest } from 'fastify';

const originOf = (value: string | undefined) => {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * True when a state-changing request comes from this site's own pages: its Origin (else its Referer) is the
 * public origin or the host the request was sent to (the Vite dev server proxies under its own host). A
 * request with neither header is refused: browsers send Origin on every POST, so only a page elsewhere that
 * suppressed both would lack them.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin) return false;
  if (origin === new URL(publicUrl).origin) return true;
  return new URL(origin).host === request.headers.host;
}
