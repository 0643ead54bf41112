import { Stack, type StackProps } from '@mui/material';
import type { FormEventHandler } from 'react';

export type FormStackProps = Omit<StackProps<'form'>, 'component' | 'noValidate' | 'onFocusCapture'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's rules (`lazyZodResolver`): they start loading when the form first takes the focus (ADR 054). */
  resolver: { preload(): void };
};

/**
 * A form laid out as a `Stack`. The app checks its fields itself and shows the spec's messages (`noValidate`),
 * and the rules are there by the time the form is sent (docs/decisions/054-form-rules-load-on-first-use.md).
 */
export function FormStack({ resolver, ...props }: FormStackProps) {
  return <Stack component="form" noValidate onFocusCapture={resolver.preload} {...props} />;
}
