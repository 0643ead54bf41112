import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/** Puts server field errors on their fields, anything else on the form (keycloak account-ui style). */
export function applyServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fallback: string,
) {
  if (error instanceof ApiRequestError && error.body.fields?.length) {
    for (const field of error.body.fields) form.setError(field.field as Path<T>, { message: field.message });
    return;
  }
  form.setError('root', { message: error instanceof Error ? error.message : fallback });
}
