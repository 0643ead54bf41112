import { type ProfileForm, profileSchema } from '@backstage/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CardContent, Divider, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProgress } from '../../../app/shell/progress';
import { useSnackbar } from '../../../app/shell/snackbar';
import { DatePickerField } from '../../../lib/date-picker-field';
import { PROFILE_QUERY_KEY, type Profile } from '../../../lib/profile';
import { applyServerError } from '../../../lib/server-errors';
import { CountryField } from '../country-field';
import { AddressFields } from './address-fields';
import { GenderField } from './gender-field';
import { NameFields } from './name-fields';
import { PhoneFields } from './phone-fields';
import { toFormValues } from './profile-form-values';
import { saveProfile } from './save-profile';
import { useUnsavedChanges } from './use-unsaved-changes';

/** AccountSettings "profile" tab: names, gender, birthday, country, address and phones (spec §3, §5). */
export function ProfileTab({ profile, culture }: { profile: Profile; culture: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const progress = useProgress();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    values: toFormValues(profile),
    resetOptions: { keepDirtyValues: false },
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (values) => {
    progress.show('linear');
    try {
      await saveProfile(profile, values);
      snackbar.show(t('saved'), 'success');
    } catch (error) {
      applyServerError(form, error, t('saveFailed'));
    } finally {
      progress.hide('linear');
      // Whatever got saved before a failure is shown as stored.
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    }
  });

  return (
    <Card variant="outlined" component="section" aria-label={t('title')}>
      <CardContent>
        <Stack component="form" noValidate onSubmit={submit} spacing={3}>
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          <NameFields form={form} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <GenderField form={form} />
            <DatePickerField form={form} name="birthday" label={t('fields.birthday')} culture={culture} />
          </Stack>
          <CountryField form={form} name="country" label={t('fields.country')} culture={culture} />
          <Divider />
          <AddressFields form={form} />
          <Divider />
          <PhoneFields form={form} />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('save')}
            </Button>
            <Button type="button" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              {t('discard')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
