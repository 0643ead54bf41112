import type { UserResponse } from '@backstage/domain';
import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeCulture } from '@/i18n';
import { useUpdateProfile } from '@/lib/api/update-profile';
import { useGeoCountry } from '@/lib/geo-country';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormStack } from '@/lib/ui/form-stack';
import { SectionCard } from '@/lib/ui/section-card';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { CountryField } from '../country-field';
import { LanguageField } from './language-field';
import { initialRegionLanguage, type RegionLanguageValues } from './region-language-form';

/**
 * Change region and language (docs/product.md#region-and-language: both required): saved on the account (country, cultureCode), then the
 * whole interface switches to the language without a reload.
 */
export function RegionLanguageCard({ profile }: { profile: UserResponse }) {
  const { t, i18n } = useTranslation('settings');
  const updateProfile = useUpdateProfile();
  // Asked only when the account has no country of its own.
  const geo = useGeoCountry(!profile.country);
  const regionRequired = t('regionLanguage.regionRequired');
  const languageRequired = t('regionLanguage.languageRequired');
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('./region-language-schema').then((m) =>
          m.regionLanguageSchema({ regionRequired, languageRequired }),
        ),
      ),
    [regionRequired, languageRequired],
  );
  const form = useForm<RegionLanguageValues>({
    resolver,
    values: initialRegionLanguage({
      country: profile.country,
      accountCultureCode: profile.cultureCode?.value,
      geoCountry: geo.country,
      interfaceCultureCode: i18n.language,
    }),
    // The geo lookup may answer after the user has started choosing.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: async ({ country, cultureCode }) => {
      await updateProfile.mutateAsync({ country, cultureCode: { value: cultureCode } });
      await changeCulture(cultureCode);
    },
    // Said in the language just chosen.
    success: () => i18n.t('settings:regionLanguage.saved'),
    failure: t('regionLanguage.failed'),
  });
  return (
    <SectionCard title={t('regionLanguage.title')} intro={t('regionLanguage.intro')}>
      <FormStack onSubmit={submit} resolver={resolver} spacing={2}>
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        <CountryField
          form={form}
          name="country"
          label={t('regionLanguage.region')}
          culture={i18n.language}
          noOptionsText={t('regionLanguage.noOptions')}
        />
        <LanguageField form={form} />
        <SubmitButton pending={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {t('regionLanguage.save')}
        </SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
