import { GENDER_VALUES, type ProfileForm } from '@backstage/domain';
import { MenuItem, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Gender: one of the three values of spec §3, or not given. */
export function GenderField({ form }: { form: UseFormReturn<ProfileForm> }) {
  const { t } = useTranslation('profile');
  return (
    <Controller
      control={form.control}
      name="gender"
      render={({ field }) => (
        <TextField
          select
          label={t('fields.gender')}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          autoComplete="sex"
          fullWidth
        >
          <MenuItem value="">{t('notSelected')}</MenuItem>
          {GENDER_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`gender.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
