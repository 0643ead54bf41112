import { countryByName, LATIN_AMERICA_COUNTRIES } from '@backstage/domain';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { applyServerError } from '../../lib/server-errors';
import { useProgress } from './progress';
import { useCountryName } from './region-country-name';
import { useSaveCountry } from './region-save-country';
import { latinAmericaChoiceSchema } from './region-schema';
import { useSnackbar } from './snackbar';

interface Props {
  open: boolean;
  /** The country the geo lookup found, preselected. */
  suggested: string;
  signedIn: boolean;
  onDone: () => void;
}

/** Spec §1: Latin-America users choose their country (es-CR and pt-BR serve several countries). */
export function RegionLatinAmericaDialog({ open, suggested, signedIn, onDone }: Props) {
  const { t } = useTranslation('region');
  const titleId = useId();
  const textId = useId();
  const countryName = useCountryName();
  const progress = useProgress();
  const snackbar = useSnackbar();
  const save = useSaveCountry(signedIn);
  const form = useForm({
    resolver: zodResolver(latinAmericaChoiceSchema(t('latinAmerica.required'))),
    defaultValues: { country: countryByName(suggested) ? suggested : '' },
  });
  const options = useMemo(
    () =>
      LATIN_AMERICA_COUNTRIES.map((c) => ({ value: c.name, label: countryName(c) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [countryName],
  );
  const submit = form.handleSubmit(async ({ country }) => {
    progress.show();
    try {
      await save.mutateAsync(country);
      snackbar.show(t('latinAmerica.saved'), 'success');
      onDone();
    } catch (error) {
      applyServerError(form, error, t('latinAmerica.failed'));
    } finally {
      progress.hide();
    }
  });
  const rootError = form.formState.errors.root?.message;
  return (
    <Dialog open={open} onClose={onDone} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <form onSubmit={submit} noValidate>
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
                  helperText={fieldState.error?.message}
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
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('latinAmerica.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
