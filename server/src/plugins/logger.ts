import { sanitizeLogValue } from '@backstage/domain';
import type { FastifyServerOptions } from 'fastify';

/** Pino options: request lines carry method, sanitised URL and status only; never bodies or headers. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'password', 'newPassword', 'oldPassword'],
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: String(sanitizeLogValue(req.url)),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
