import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ValidationMessage } from './validation-message';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'form' | 'select' | 'children'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  /** The choices, value and label each. */
  options: readonly { value: string; label: string }[];
  /** A first choice that clears the field (for optional fields). */
  emptyLabel?: string;
};

/** A select bound to a react-hook-form field; nothing chosen is '' in the box, its error shows under it. */
export function SelectField<T extends FieldValues>({ form, name, options, emptyLabel, ...props }: Props<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          error={!!fieldState.error || props.error}
          helperText={
            fieldState.error ? <ValidationMessage message={fieldState.error.message} /> : props.helperText
          }
        >
          {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
