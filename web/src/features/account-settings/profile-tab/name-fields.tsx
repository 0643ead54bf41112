import { familyNameFirst, type ProfileForm } from '@backstage/domain';
import { Stack } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/ui/form-field';

/**
 * Names; Japanese, Korean and Hungarian ask for the family name first (docs/product.md#name-order), and ja-JP
 * adds the phonetic (kana) names (docs/product.md#user).
 */
export function NameFields({ form }: { form: UseFormReturn<ProfileForm> }) {
  const { t } = useTranslation('profile');
  const cultureCode = form.watch('cultureCode') ?? '';
  const japanese = cultureCode === 'ja-JP';
  const first = (
    <FormField
      key="first"
      form={form}
      name="firstName"
      label={t('fields.firstName')}
      autoComplete="given-name"
      required
    />
  );
  const last = (
    <FormField
      key="last"
      form={form}
      name="lastName"
      label={t('fields.lastName')}
      autoComplete="family-name"
      required
    />
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {familyNameFirst(cultureCode) ? [last, first] : [first, last]}
      </Stack>
      {!japanese && (
        <FormField
          form={form}
          name="middleName"
          label={t('fields.middleName')}
          autoComplete="additional-name"
        />
      )}
      {japanese && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormField
            form={form}
            name="phoneticLastName"
            label={t('fields.phoneticLastName')}
            required
            fullWidth
          />
          <FormField
            form={form}
            name="phoneticFirstName"
            label={t('fields.phoneticFirstName')}
            required
            fullWidth
          />
        </Stack>
      )}
    </Stack>
  );
}
