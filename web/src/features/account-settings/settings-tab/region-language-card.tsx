import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProgress } from '../../../app/shell/progress';
import { useSnackbar } from '../../../app/shell/snackbar';
import { changeCulture } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY, type Profile } from '../../../lib/profile';
import { applyServerError } from '../../../lib/server-errors';
import { updateProfile } from '../api/update-profile';
import { CountryField } from '../country-field';
import { LanguageField } from './language-field';
import {
  initialRegionLanguage,
  type RegionLanguageValues,
  regionLanguageSchema,
} from './region-language-form';
import { SettingsCard } from './settings-card';

// The server names the account's fields; this form calls them region and language (spec §5).
function renameServerFields(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || !error.body.fields) return error;
  const fields = error.body.fields.map(({ field, message }) => ({
    field: field === 'country' ? 'region' : field.startsWith('cultureCode') ? 'language' : 'root',
    message,
  }));
  return new ApiRequestError(error.status, { ...error.body, fields });
}

/**
 * Change region and language (spec §5: both required): saved on the account (country, cultureCode), then the
 * whole interface switches to the language without a reload.
 */
export function RegionLanguageCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const progress = useProgress();
  const snackbar = useSnackbar();
  const form = useForm<RegionLanguageValues>({
    resolver: zodResolver(
      regionLanguageSchema({
        regionRequired: t('regionLanguage.regionRequired'),
        languageRequired: t('regionLanguage.languageRequired'),
      }),
    ),
    values: initialRegionLanguage(profile.country, i18n.language),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ region, language }) => {
    progress.show('linear');
    try {
      const saved = await updateProfile({ country: region, cultureCode: { value: language } });
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      await changeCulture(language);
      // Said in the language just chosen.
      snackbar.show(i18n.t('settings:regionLanguage.saved'), 'success');
    } catch (error) {
      applyServerError(form, renameServerFields(error), t('regionLanguage.failed'));
    } finally {
      progress.hide('linear');
    }
  });
  return (
    <SettingsCard title={t('regionLanguage.title')} intro={t('regionLanguage.intro')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        <CountryField
          form={form}
          name="region"
          label={t('regionLanguage.region')}
          culture={i18n.language}
          noOptionsText={t('regionLanguage.noOptions')}
        />
        <LanguageField form={form} />
        <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {t('regionLanguage.save')}
        </Button>
      </Stack>
    </SettingsCard>
  );
}
