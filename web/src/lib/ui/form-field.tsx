import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useValidationText } from '../validation-text';
import { TextInput, type TextInputProps } from './text-input';

type Props<T extends FieldValues> = Omit<TextInputProps, 'name'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
};

/** A text field bound to a react-hook-form field, showing its error (client or server) under it. */
export function FormField<T extends FieldValues>({ form, name, ...props }: Props<T>) {
  // getFieldState also finds nested fields such as address.postalCode.
  const { error } = form.getFieldState(name, form.formState);
  const text = useValidationText();
  const { ref, ...field } = form.register(name);
  return (
    <TextInput
      {...props}
      {...field}
      inputRef={ref}
      error={!!error}
      helperText={text(error?.message) ?? props.helperText}
    />
  );
}

/** A new password and its confirmation, both marked `new-password` for password managers. */
export function NewPasswordFields<T extends FieldValues>({
  form,
  names,
  labels,
}: {
  form: UseFormReturn<T>;
  names: [Path<T>, Path<T>];
  labels: [string, string];
}) {
  return (
    <>
      <FormField form={form} name={names[0]} label={labels[0]} type="password" autoComplete="new-password" />
      <FormField form={form} name={names[1]} label={labels[1]} type="password" autoComplete="new-password" />
    </>
  );
}
