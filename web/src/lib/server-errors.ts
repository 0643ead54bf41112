import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';
import { serverFieldMessage } from './validation-text';

/** Puts server field errors on their fields, anything else on the form (keycloak account-ui style). */
export function applyServerError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fallback: string,
) {
  if (error instanceof ApiRequestError && error.body.fields?.length) {
    for (const field of error.body.fields)
      form.setError(field.field as Path<T>, { message: serverFieldMessage(field) });
    return;
  }
  form.setError('root', { message: error instanceof Error ? error.message : fallback });
}
