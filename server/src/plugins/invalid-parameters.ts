import type { FieldError } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/**
 * docs/product.md#error-catalogue "Invalid parameters." for a bad query of the public lookups (services API, product information);
 * bodies keep "Invalid input.". Scoped to the plugin that calls it; anything rethrown goes on to the app's
 * handler, which shapes the reply.
 */
export function answerBadQueriesAsInvalidParameters(app: FastifyInstance): void {
  app.setErrorHandler((error) => {
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'querystring') {
      const fields: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid parameters.',
      }));
      throw new AppError('INVALID_PARAMETERS', fields);
    }
    throw error;
  });
}
