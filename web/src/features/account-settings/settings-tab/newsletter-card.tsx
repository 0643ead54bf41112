import type { UserResponse } from '@backstage/domain';
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
} from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '@/lib/api/update-profile';
import { SectionCard } from '@/lib/ui/section-card';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';

interface NewsletterValues {
  allowEmail: boolean;
  mailFormatType: 'html' | 'text';
}

const toValues = (profile: UserResponse): NewsletterValues => ({
  allowEmail: profile.allowEmail,
  mailFormatType: profile.mailFormatType === 'text' ? 'text' : 'html',
});

/** Newsletter sign-up: allowEmail and mailFormatType, saved on the account (User, docs/product.md#user). */
export function NewsletterCard({ profile }: { profile: UserResponse }) {
  const { t } = useTranslation('settings');
  const updateProfile = useUpdateProfile();
  const formatId = useId();
  const form = useForm<NewsletterValues>({ values: toValues(profile) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = useFormSubmit(form, {
    send: updateProfile.mutateAsync,
    success: (_, values) => t(values.allowEmail ? 'newsletter.savedOn' : 'newsletter.savedOff'),
    failure: t('newsletter.failed'),
  });
  return (
    <SectionCard title={t('newsletter.title')} intro={t('newsletter.intro')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        <Controller
          control={form.control}
          name="allowEmail"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              }
              label={t('newsletter.allowEmail')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="mailFormatType"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={formatId}>{t('newsletter.format')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={formatId}
                aria-describedby={`${formatId}-help`}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                <FormControlLabel value="html" control={<Radio />} label={t('newsletter.html')} />
                <FormControlLabel value="text" control={<Radio />} label={t('newsletter.text')} />
              </RadioGroup>
              <FormHelperText id={`${formatId}-help`} sx={{ mx: 0 }}>
                {t('newsletter.formatHelp')}
              </FormHelperText>
            </FormControl>
          )}
        />
        <SubmitButton pending={isSubmitting} disabled={!isDirty} sx={{ alignSelf: 'flex-start' }}>
          {t('newsletter.save')}
        </SubmitButton>
      </Stack>
    </SectionCard>
  );
}
