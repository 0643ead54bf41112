import { GENDER_VALUES, type ProfileForm } from '@backstage/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/lib/ui/select-field';

/** Gender: one of the three values of docs/product.md#user, or not given. */
export function GenderField({ form }: { form: UseFormReturn<ProfileForm> }) {
  const { t } = useTranslation('profile');
  return (
    <SelectField
      form={form}
      name="gender"
      label={t('fields.gender')}
      options={GENDER_VALUES.map((value) => ({ value, label: t(`gender.${value}`) }))}
      emptyLabel={t('notSelected')}
      autoComplete="sex"
      fullWidth
    />
  );
}
