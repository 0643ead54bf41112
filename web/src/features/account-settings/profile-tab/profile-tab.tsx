import type { ProfileForm, UserResponse } from '@backstage/domain';
import { Alert, Button, Card, CardContent, Divider, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { DateField } from '@/lib/ui/date-field';
import { FormStack } from '@/lib/ui/form-stack';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSaveProfile } from '../api/save-profile';
import { CountryField } from '../country-field';
import { AddressFields } from './address-fields';
import { GenderField } from './gender-field';
import { NameFields } from './name-fields';
import { PhoneFields } from './phone-fields';
import { toFormValues } from './profile-form-values';
import { useUnsavedChanges } from './use-unsaved-changes';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/profile').then((m) => m.profileSchema),
);

/** AccountSettings "profile" tab: names, gender, birthday, country, address and phones (docs/product.md#user, docs/product.md#phones). */
export function ProfileTab({ profile, culture }: { profile: UserResponse; culture: string }) {
  const { t } = useTranslation('profile');
  const save = useSaveProfile(profile);
  const form = useForm<ProfileForm>({
    resolver,
    values: toFormValues(profile),
    resetOptions: { keepDirtyValues: false },
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitting);

  const submit = useFormSubmit(form, {
    send: save.mutateAsync,
    success: t('saved'),
    failure: t('saveFailed'),
  });

  return (
    <Card variant="outlined" component="section" aria-label={t('title')}>
      <CardContent>
        <FormStack onSubmit={submit} resolver={resolver} spacing={3}>
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          <NameFields form={form} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <GenderField form={form} />
            <DateField form={form} name="birthday" label={t('fields.birthday')} autoComplete="bday" />
          </Stack>
          <CountryField form={form} name="country" label={t('fields.country')} culture={culture} />
          <Divider />
          <AddressFields form={form} />
          <Divider />
          <PhoneFields form={form} />
          <Stack direction="row" spacing={2}>
            <SubmitButton pending={isSubmitting}>{t('save')}</SubmitButton>
            <Button type="button" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              {t('discard')}
            </Button>
          </Stack>
        </FormStack>
      </CardContent>
    </Card>
  );
}
