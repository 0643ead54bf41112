import { TextField, type TextFieldProps } from '@mui/material';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
};

/** A text field bound to a react-hook-form field, showing its error (client or server) under it. */
export function FormField<T extends FieldValues>({ form, name, ...props }: Props<T>) {
  const error = form.formState.errors[name];
  return (
    <TextField
      {...props}
      {...form.register(name)}
      error={!!error}
      helperText={typeof error?.message === 'string' ? error.message : props.helperText}
    />
  );
}
