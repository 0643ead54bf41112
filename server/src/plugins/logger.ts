import { sanitizeLogValue } from '@backstage/domain';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

// Keys whose values are secrets or personal data whatever their content; never written out.
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|body|params|detail/i;
const MAX_DEPTH = 6;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const maskText = (text: unknown): string => String(sanitizeLogValue(String(text)));

/**
 * log sanitising (docs/product.md#log-sanitising) for server logs: e-mails (also `%40`-encoded) and UUIDs in any string are masked,
 * secret-looking keys are dropped. Class instances (requests, errors) are left to their serializers.
 */
export function sanitizeForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth >= MAX_DEPTH) return Array.isArray(value) || isPlainObject(value) ? '[deep]' : value;
  if (Array.isArray(value)) return value.map((entry) => sanitizeForLog(entry, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : sanitizeForLog(entry, depth + 1),
    ]),
  );
}

/** An error as logged: its kind, masked message and stack, codes; never SQL parameters or row details. */
export function serializeError(error: unknown): { type: string; message: string; stack: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: maskText(error), stack: '' };
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: maskText(error.message),
    stack: maskText(error.stack ?? ''),
    ...(code === undefined ? {} : { code: String(code) }),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  };
}

/** Pino options: request lines carry method, masked URL and status only; never bodies or headers. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: { log: (object) => sanitizeForLog(object) as Record<string, unknown> },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: maskText(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
      msg: maskText,
    },
  };
}
