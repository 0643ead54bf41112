import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  type DialogProps,
  DialogTitle,
  Stack,
} from '@mui/material';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { SubmitButton, type SubmitButtonProps } from './submit-button';

export interface FormDialogProps {
  title: ReactNode;
  /** Cancel, Escape and the backdrop. */
  onClose(): void;
  /** The form's submit handler (`useFormSubmit`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's lazily loaded rules: they load when the form first takes the focus (ADR 054). */
  resolver?: { preload(): void };
  /** The form's own message: a refusal that is not about one field. */
  error?: string;
  /** The form is being sent. */
  pending: boolean;
  cancelLabel: string;
  submitLabel: ReactNode;
  /** The submit button's look when it is not the usual one (a red "Turn off"). */
  submitProps?: Omit<SubmitButtonProps, 'pending' | 'children'>;
  maxWidth?: DialogProps['maxWidth'];
  /** The fields, stacked. */
  children: ReactNode;
  /** Drawn in the dialog beside the form: a dialog it opens over itself ("Confirm it's you"). */
  beside?: ReactNode;
}

/**
 * A dialog that is one form: its title, the form's message above the fields, Cancel and the submit button.
 * The app's own checks and messages apply (`noValidate`).
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  resolver,
  error,
  pending,
  cancelLabel,
  submitLabel,
  submitProps,
  maxWidth = 'xs',
  children,
  beside,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={onSubmit} onFocusCapture={resolver?.preload}>
        <DialogContent>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <SubmitButton pending={pending} {...submitProps}>
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </form>
      {beside}
    </Dialog>
  );
}
