import {
  FormControl,
  FormHelperText,
  type FormHelperTextProps,
  type InputBaseComponentProps,
  InputLabel,
  type InputLabelProps,
  OutlinedInput,
  type OutlinedInputProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { type ReactNode, type Ref, useId } from 'react';

export interface TextInputProps
  extends Pick<
    OutlinedInputProps,
    | 'autoComplete'
    | 'autoFocus'
    | 'defaultValue'
    | 'disabled'
    | 'fullWidth'
    | 'multiline'
    | 'minRows'
    | 'maxRows'
    | 'rows'
    | 'name'
    | 'onBlur'
    | 'onChange'
    | 'onFocus'
    | 'onKeyUp'
    | 'placeholder'
    | 'type'
    | 'value'
    | 'endAdornment'
    | 'startAdornment'
  > {
  id?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
  slotProps?: {
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * An outlined text box with its label and helper text, as MUI's `TextField` draws it. `TextField` also carries
 * the select variant, which brings Select, Menu, Popover and Modal into every screen with a text
 * box, the sign-in page first (issue #14, bench/README.md#javascript-budgets); forms use this one instead.
 */
export function TextInput({
  id: idOverride,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  sx,
  slotProps = {},
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  return (
    <FormControl
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      {label && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrink}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
