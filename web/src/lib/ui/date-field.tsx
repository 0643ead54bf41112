import { useEffect, useRef } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { TextInput } from './text-input';
import { ValidationMessage } from './validation-message';

// A partly typed date: the browser keeps the value '' and reports badInput. The form holds this text instead,
// which the domain's date schemas reject as not a valid date (docs/decisions/048-platform-date-input.md).
const PARTLY_TYPED = 'invalid';

/** Today in the visitor's own calendar, as YYYY-MM-DD: the latest day a past date may name. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const formValueOf = (input: HTMLInputElement) => (input.validity.badInput ? PARTLY_TYPED : input.value);

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  /** The autofill token, e.g. `bday` for a birthday. */
  autoComplete?: string;
}

/**
 * A past date in the platform's date input: typed in the browser's date format or picked on its calendar.
 * The form holds YYYY-MM-DD, '' when empty (docs/decisions/048-platform-date-input.md).
 */
export function DateField<T extends FieldValues>({ form, name, label, required, autoComplete }: Props<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const value: string = field.value ?? '';

  // The browser keeps a partly typed date's digits while its value is '', so React finds nothing to change
  // when the form is reset: put the form's value back into the input then.
  useEffect(() => {
    const element = input.current;
    if (element && value !== PARTLY_TYPED && element.validity.badInput) element.value = value;
  }, [value]);

  // A partly typed date fires no input event (the value stays ''): each key and leaving the field read it too.
  const sync = () => {
    const next = input.current ? formValueOf(input.current) : '';
    if (next !== value) field.onChange(next);
  };

  return (
    <TextInput
      type="date"
      label={label}
      name={field.name}
      value={value === PARTLY_TYPED ? '' : value}
      onChange={sync}
      onKeyUp={sync}
      onBlur={() => {
        sync();
        field.onBlur();
      }}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        field.ref(element);
      }}
      autoComplete={autoComplete}
      required={required}
      fullWidth
      error={!!fieldState.error}
      helperText={fieldState.error && <ValidationMessage message={fieldState.error.message} />}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
      // An empty date input shows its format (mm/dd/yyyy): in the hint colour, so it does not read as a value.
      sx={value === '' ? { '& input:not(:focus)': { color: 'text.secondary' } } : undefined}
    />
  );
}
