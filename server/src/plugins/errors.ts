import { type ApiError, apiError, type ErrorCode, type FieldError } from '@backstage/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, LimitError } from '../lib/app-error';
import { rateLimitRefusals } from '../lib/metrics';
import { UnavailableError } from '../lib/unavailable';

// Fastify's own client errors, by status, in catalogue terms.
const STATUS_CODES: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'ATTEMPT_LIMIT_EXCEEDED',
};

// PostgreSQL "data exception" errors (class 22: invalid byte sequence, value out of range, …) come from values a
// client sent that got past validation: the client's fault, never worth a 500.
const isDataException = (error: { code?: unknown }) =>
  typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);

/**
 * The contract's error body with the request's trace id (`traceId`, the W3C trace id its log lines carry as
 * `trace_id`, docs/decisions/091-*): the reference a customer quotes to support.
 */
export function errorBody(request: { id: string }, code: ErrorCode, fields?: FieldError[]): ApiError {
  return { ...apiError(code, fields), traceId: request.id };
}

/** Errors Fastify raises before routing (a malformed URL such as `/api/%zz`) in the contract's shape. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.status(400).send(errorBody(request, 'INVALID_URL'));
}

// The rule a 429 counts under: the limit's own name, else the route that refused (docs/decisions/090-*).
const refusedRule = (error: AppError, request: FastifyRequest) =>
  error instanceof LimitError ? error.rule : `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;

/** Every error leaves as `{ code, message, fields?, traceId }`; no stack trace or SQL reaches a client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof UnavailableError) {
      // The outage itself is logged once where it is noticed (db, kv); each request only at debug level.
      request.log.debug({ dependency: error.dependency }, 'answered 503: dependency unavailable');
      reply.header('retry-after', String(error.retryAfter));
    }
    if (error instanceof AppError) {
      if (error.code === 'ATTEMPT_LIMIT_EXCEEDED')
        rateLimitRefusals.inc({ rule: refusedRule(error, request) });
      return reply.status(error.statusCode).send(errorBody(request, error.code, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid input.',
      }));
      return reply.status(400).send(errorBody(request, 'INVALID_INPUT', fields));
    }
    if (isDataException(error)) return reply.status(400).send(errorBody(request, 'INVALID_INPUT'));
    const status = error.statusCode ?? 500;
    // Load shedding (plugins/load-shedding.ts) and the 10 s handler deadline: the server is too busy right now.
    if (status === 503) {
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '5');
      // A request past its deadline is worth a line; each shed request is not (there are many at once).
      if (error.code === 'FST_ERR_HANDLER_TIMEOUT')
        request.log.warn({ code: error.code }, 'request deadline');
      else request.log.debug({ code: error.code }, 'answered 503: too busy');
      return reply.status(503).send(errorBody(request, 'SERVICE_NOT_AVAILABLE'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(request, STATUS_CODES[status] ?? 'INVALID_INPUT'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(request, 'INTERNAL'));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(errorBody(request, 'NOT_FOUND')));
}
