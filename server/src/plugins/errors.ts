import { apiError, type ErrorCode, type FieldError } from '@backstage/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

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

/** Errors Fastify raises before routing (a malformed URL such as `/api/%zz`) in the contract's shape. */
export function frameworkErrors(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  reply.status(400).send(apiError('INVALID_URL'));
}

/** Every error leaves as `{ code, message, fields? }`; no stack trace or SQL reaches a client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return reply.status(error.statusCode).send(apiError(error.code, error.fields));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid input.',
      }));
      return reply.status(400).send(apiError('INVALID_INPUT', fields));
    }
    if (isDataException(error)) return reply.status(400).send(apiError('INVALID_INPUT'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(apiError(STATUS_CODES[status] ?? 'INVALID_INPUT'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(apiError('INTERNAL'));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(apiError('NOT_FOUND')));
}
