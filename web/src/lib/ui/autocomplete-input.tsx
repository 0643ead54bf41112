import { type AutocompleteRenderInputParams, TextField } from '@mui/material';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { ValidationMessage } from './validation-message';

interface AutocompleteInputOptions {
  label: string;
  required?: boolean;
  /** Shown while the field has no error. */
  helperText?: string;
  /** The browser autofill token (e.g. `country-name`), for password managers and autofill. */
  autoComplete?: string;
}

/**
 * The text box of an MUI Autocomplete bound to a react-hook-form field: name, ref and blur go to the form,
 * the field's error shows under it.
 */
export function autocompleteInput<T extends FieldValues>(
  field: ControllerRenderProps<T, Path<T>>,
  fieldState: ControllerFieldState,
  { label, required, helperText, autoComplete }: AutocompleteInputOptions,
) {
  return (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      label={label}
      required={required}
      error={!!fieldState.error}
      helperText={fieldState.error ? <ValidationMessage message={fieldState.error.message} /> : helperText}
      slotProps={
        autoComplete
          ? { ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, autoComplete } }
          : params.slotProps
      }
    />
  );
}
