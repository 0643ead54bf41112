import { countryByName, LATIN_AMERICA_COUNTRIES } from '@backstage/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '@/lib/country-names';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { SubmitButton } from '@/lib/ui/submit-button';
import { ValidationMessage } from '@/lib/ui/validation-message';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSaveCountry } from './api/save-country';

interface Props {
  open: boolean;
  /** The country the geo lookup found, preselected. */
  suggested: string;
  signedIn: boolean;
  onDone: () => void;
}

/** docs/product.md#latin-america: Latin-America users choose their country (es-CR and pt-BR serve several countries). */
export function RegionLatinAmericaDialog({ open, suggested, signedIn, onDone }: Props) {
  const { t } = useTranslation('region');
  const titleId = useId();
  const textId = useId();
  const countryName = useCountryName();
  const save = useSaveCountry(signedIn);
  const required = t('latinAmerica.required');
  const resolver = useMemo(
    () => lazyZodResolver(() => import('./region-schema').then((m) => m.latinAmericaChoiceSchema(required))),
    [required],
  );
  const form = useForm({
    resolver,
    defaultValues: { country: countryByName(suggested) ? suggested : '' },
  });
  const options = useMemo(
    () =>
      LATIN_AMERICA_COUNTRIES.map((c) => ({ value: c.name, label: countryName(c) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [countryName],
  );
  const submit = useFormSubmit(form, {
    send: ({ country }) => save.mutateAsync(country),
    success: t('latinAmerica.saved'),
    failure: t('latinAmerica.failed'),
    onSuccess: onDone,
    progress: 'circular',
  });
  const rootError = form.formState.errors.root?.message;
  return (
    <Dialog open={open} onClose={onDone} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <form onSubmit={submit} onFocusCapture={resolver.preload} noValidate>
        <DialogTitle id={titleId}>{t('latinAmerica.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={textId}>{t('latinAmerica.text')}</DialogContentText>
            {rootError && <Alert severity="error">{rootError}</Alert>}
            <Controller
              control={form.control}
              name="country"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  required
                  label={t('latinAmerica.country')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  error={!!fieldState.error}
                  helperText={fieldState.error && <ValidationMessage message={fieldState.error.message} />}
                  fullWidth
                  sx={{ mt: 1 }}
                >
                  {options.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onDone}>{t('latinAmerica.later')}</Button>
          <SubmitButton pending={form.formState.isSubmitting}>{t('latinAmerica.save')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
