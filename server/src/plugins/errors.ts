import { apiError, type ErrorCode, type FieldError } from '@backstage/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(apiError(STATUS_CODES[status] ?? 'INVALID_INPUT'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(apiError('INTERNAL'));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(apiError('NOT_FOUND')));
}
