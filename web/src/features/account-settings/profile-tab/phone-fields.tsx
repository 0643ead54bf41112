import { MAX_PHONES, MESSAGE_CODES, PHONE_TYPE_VALUES, type ProfileForm } from '@backstage/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/ui/form-field';
import { SelectField } from '@/lib/ui/select-field';
import { ValidationMessage } from '@/lib/ui/validation-message';

/** Up to three phones, each a number with its type (docs/product.md#phones: both or neither). */
export function PhoneFields({ form }: { form: UseFormReturn<ProfileForm> }) {
  const { t } = useTranslation('profile');
  const phones = useFieldArray({ control: form.control, name: 'phones', keyName: 'key' });
  const full = phones.fields.length >= MAX_PHONES;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 2 }}>
        {t('sections.phones')}
      </Typography>
      {phones.fields.map((phone, index) => (
        <Stack key={phone.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <SelectField
            form={form}
            name={`phones.${index}.type`}
            label={t('fields.phoneType')}
            options={PHONE_TYPE_VALUES.map((value) => ({ value, label: t(`phoneType.${value}`) }))}
            sx={{ minWidth: 130 }}
          />
          <FormField
            form={form}
            name={`phones.${index}.number`}
            label={t('fields.phoneNumber')}
            type="tel"
            autoComplete="tel"
            fullWidth
          />
          <IconButton
            onClick={() => phones.remove(index)}
            aria-label={t('removePhone', { n: index + 1 })}
            sx={{ mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => phones.append({ number: '', type: 'Mobile' })}
          disabled={full}
          aria-describedby={full ? 'phones-full' : undefined}
        >
          {t('addPhone')}
        </Button>
        {full && (
          <FormHelperText id="phones-full">
            <ValidationMessage message={MESSAGE_CODES.maxPhones} />
          </FormHelperText>
        )}
      </Stack>
    </Stack>
  );
}
