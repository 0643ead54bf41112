import { Alert, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormStack } from '@/lib/ui/form-stack';
import { SubmitButton } from '@/lib/ui/submit-button';
import { type FormSubmitOptions, useFormSubmit } from '@/lib/use-form-submit';
import { StepBack } from './step-drafts';

/**
 * A registration step's form sent the one way (ADR 070). The step is the page's one task: a refusal is its
 * message above the fields, with no snackbar beside it.
 */
export function useStepSubmit<TInput extends FieldValues, TOutput, R>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  options: Pick<FormSubmitOptions<TOutput, R, TInput>, 'send' | 'onSuccess'>,
) {
  const { t } = useTranslation('auth');
  return useFormSubmit(form, { ...options, failure: t('login.failed'), answeredOnForm: () => true });
}

/** A step that is one form: its text, its message, the fields, the submit button, then Back. */
export function StepForm({
  onSubmit,
  resolver,
  text,
  error,
  pending,
  submitLabel,
  onBack,
  after,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's rules, loaded on first focus (ADR 054). */
  resolver: { preload(): void };
  text?: ReactNode;
  /** The form's message: a refusal that is not about one field. */
  error?: string;
  pending: boolean;
  submitLabel: string;
  /** Back to the step before; step 1 has none. */
  onBack?(): void;
  /** Drawn between the submit button and Back (the activation's "send the e-mail again"). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormStack onSubmit={onSubmit} resolver={resolver} spacing={2}>
      {text && <Typography>{text}</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
      {children}
      <SubmitButton size="large" pending={pending}>
        {submitLabel}
      </SubmitButton>
      {after}
      {onBack && <StepBack onBack={onBack} />}
    </FormStack>
  );
}
