import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from './api-client';
import { applyServerError } from './server-errors';
import { type ProgressKind, useProgress } from './ui/progress';
import { useSnackbar } from './ui/snackbar';

type Text<R, V> = string | ((result: R, values: V) => string);

/** Where a refusal of one code goes: the field it is about, and the words to show there when not the server's. */
export type Refusals<F extends FieldValues> = Partial<Record<string, { field: Path<F>; message?: string }>>;

export interface FormSubmitOptions<V, R, F extends FieldValues = FieldValues> {
  /** Sends the checked values (usually a mutation's `mutateAsync`). */
  send(values: V): Promise<R>;
  /** The snackbar after success; none when omitted. A function is worded after `send` (e.g. in a language just chosen). */
  success?: Text<R, V>;
  /** The snackbar after a failure, and the form's message when the error carries none. */
  failure: string;
  /** Runs after the success snackbar: reset, close, navigate. */
  onSuccess?(result: R, values: V): void | Promise<void>;
  /** The progress indicator while sending (docs/product.md#progress-indicator); `false` for none. */
  progress?: ProgressKind | false;
  /**
   * Errors whose message on the form says everything (an outcome, not a failure: "This product has been added
   * to your Roland Account. Thank you!"): no failure snackbar beside it (docs/product.md#error-catalogue).
   */
  answeredOnForm?(error: unknown): boolean;
  /**
   * Refusals about one field that the server answers without field errors (a wrong current password, a wrong
   * code), by their error code: shown on that field, and answered there (no failure snackbar).
   */
  refusals?: Refusals<F>;
  /**
   * Refusals answered away from this form, by their error code (the sign-in's second step goes back to the
   * password when its token expired): their handler runs; neither the form nor a snackbar says more.
   */
  elsewhere?: Partial<Record<string, (error: ApiRequestError) => void>>;
}

/**
 * The one way a form is sent (ADR 017): progress while sending, the server's field errors on their fields
 * (anything else on the form), a snackbar on success and on failure. Returns the form's submit handler.
 */
export function useFormSubmit<TInput extends FieldValues, TOutput, R>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  options: FormSubmitOptions<TOutput, R, TInput>,
) {
  const progress = useProgress();
  const snackbar = useSnackbar();
  const {
    send,
    success,
    failure,
    onSuccess,
    progress: kind = 'linear',
    answeredOnForm,
    refusals,
    elsewhere,
  } = options;
  return form.handleSubmit(async (values) => {
    if (kind) progress.show(kind);
    try {
      const result = await send(values);
      if (success) snackbar.show(typeof success === 'string' ? success : success(result, values), 'success');
      await onSuccess?.(result, values);
    } catch (error) {
      const answer = error instanceof ApiRequestError ? elsewhere?.[error.code] : undefined;
      if (answer) return answer(error as ApiRequestError);
      const refusal = error instanceof ApiRequestError ? refusals?.[error.code] : undefined;
      if (refusal) {
        form.setError(refusal.field, { message: refusal.message ?? (error as Error).message });
        return;
      }
      applyServerError(form, error, failure);
      if (!answeredOnForm?.(error)) snackbar.show(failure, 'error');
    } finally {
      if (kind) progress.hide(kind);
    }
  });
}
