import { Button, type ButtonProps } from '@mui/material';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form is being sent (react-hook-form's `isSubmitting`, a mutation's `isPending`): no second send. */
  pending: boolean;
}

/**
 * The one submit button of the app's forms: contained unless told otherwise, and disabled while its form is
 * being sent, so a double click sends once.
 */
export function SubmitButton({ pending, disabled, variant = 'contained', ...props }: SubmitButtonProps) {
  return <Button type="submit" variant={variant} disabled={pending || disabled} {...props} />;
}
