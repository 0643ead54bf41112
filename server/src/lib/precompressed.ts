import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  br: (text) =>
    promisify(brotliCompress)(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
    }),
  gzip: (text) => promisify(gzip)(text, { level: 9 }),
};

/**
 * The compressed encoding a client asked for, brotli first; none when it accepts neither (or gives both q=0).
 * A wildcard accepts both.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * A text the server answers unchanged many times (the app's pages, a cached master list), compressed once per
 * encoding on first use, off the event loop. Compressing per request capped how many answers a second the
 * prerendered sign-in page and the products list gave clients asking for brotli (bench/README.md).
 */
export class Precompressed {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly text: string) {}

  body(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](this.text);
      // A failure is tried again on the next request rather than remembered.
      body.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * Sends `text` in the encoding the client prefers, compressed once. The compression plugin leaves an answer
 * that names its encoding alone; `Vary` tells caches the answer depends on `Accept-Encoding`.
 */
export async function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, text: Precompressed) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(text.text);
  return reply.header('content-encoding', encoding).send(await text.body(encoding));
}
