import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid, parseISO } from 'date-fns';
import { enUS, ja } from 'date-fns/locale';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ValidationMessage } from './validation-message';

const toDate = (value: string | undefined) => (value ? parseISO(value) : null);
// An unfinished typed date is kept as text so validation can say it is not valid yet.
const toValue = (date: Date | null) =>
  date && isValid(date) ? format(date, 'yyyy-MM-dd') : date ? 'invalid' : '';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  culture: string;
  required?: boolean;
}

/** A past date typed in the culture's format or picked on a calendar; the form holds YYYY-MM-DD. */
export function DatePickerField<T extends FieldValues>({ form, name, label, culture, required }: Props<T>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={culture === 'ja-JP' ? ja : enUS}>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <DatePicker
            label={label}
            value={toDate(field.value)}
            onChange={(date) => field.onChange(toValue(date))}
            disableFuture
            openTo="year"
            views={['year', 'month', 'day']}
            inputRef={field.ref}
            slotProps={{
              textField: {
                name: field.name,
                onBlur: field.onBlur,
                fullWidth: true,
                required,
                error: !!fieldState.error,
                helperText: fieldState.error && <ValidationMessage message={fieldState.error.message} />,
              },
              field: { clearable: true },
            }}
          />
        )}
      />
    </LocalizationProvider>
  );
}
