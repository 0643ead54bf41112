import { familyNameFirst, type signUpFormSchema } from '@backstage/domain';
import { Checkbox, FormControlLabel, FormHelperText, Link, TextField } from '@mui/material';
import { Fragment } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { useCulture } from '@/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { keepRedirectForSignup } from '@/lib/redirect-after-signup';
import { ValidationMessage } from '@/lib/ui/validation-message';
import { useSignUp } from './api/sign-up';
import { useKeepStepDraft, useStepDraft } from './step-drafts';
import { StepForm, useStepSubmit } from './step-form';

type Values = z.input<typeof signUpFormSchema>;

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/sign-up').then((m) => m.signUpFormSchema),
);

/** Step 1b: the new account's details, with the spec's rules (phonetic names for ja-JP, terms agreed). */
export function CreateStep({ email, onNext, onBack }: { email: string; onNext(): void; onBack(): void }) {
  const { t } = useTranslation('auth');
  const { cultureCode } = useCulture();
  const signUp = useSignUp();
  const initial: DefaultValues<Values> = {
    email,
    cultureCode,
    firstName: '',
    lastName: '',
    password: '',
    confirmPassword: '',
    allowEmail: false,
  };
  const draft = useStepDraft('create', initial);
  const form = useForm<Values>({ resolver, defaultValues: { ...draft, email, cultureCode } });
  useKeepStepDraft('create', () => form.getValues());
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof Values, autoComplete: string, type = 'text') => (
    <TextField
      label={t(`fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      error={!!errors[name]}
      helperText={errors[name] && <ValidationMessage message={errors[name].message} />}
      {...form.register(name)}
    />
  );
  const submit = useStepSubmit(form, {
    send: async (values) => {
      const { confirmPassword: _c, agreeTerms: _a, ...account } = values as Values & { agreeTerms: true };
      await signUp.mutateAsync({ ...account, email, cultureCode, allowEmail: !!values.allowEmail });
      await keepRedirectForSignup(email);
    },
    onSuccess: onNext,
  });
  const firstName = <Fragment key="first">{field('firstName', 'given-name')}</Fragment>;
  const lastName = <Fragment key="last">{field('lastName', 'family-name')}</Fragment>;
  return (
    <StepForm
      onSubmit={submit}
      resolver={resolver}
      error={errors.root?.message}
      pending={isSubmitting}
      submitLabel={t('signup.create')}
      onBack={onBack}
    >
      <TextField label={t('fields.email')} value={email} disabled autoComplete="username" />
      {/* Japanese, Korean and Hungarian ask for the family name first (docs/product.md#name-order). */}
      {familyNameFirst(cultureCode) ? [lastName, firstName] : [firstName, lastName]}
      {cultureCode === 'ja-JP' && field('phoneticLastName', 'off')}
      {cultureCode === 'ja-JP' && field('phoneticFirstName', 'off')}
      {field('password', 'new-password', 'password')}
      {field('confirmPassword', 'new-password', 'password')}
      <FormControlLabel
        control={<Checkbox {...form.register('allowEmail')} />}
        label={t('signup.allowEmail')}
      />
      <div>
        <FormControlLabel
          control={<Checkbox {...form.register('agreeTerms')} />}
          label={
            <>
              {t('signup.agreePrefix')}{' '}
              <Link component={RouterLink} to="/policies" target="_blank">
                {t('signup.terms')}
              </Link>{' '}
              {t('signup.and')}{' '}
              <Link component={RouterLink} to="/privacy" target="_blank">
                {t('signup.privacy')}
              </Link>
            </>
          }
        />
        {errors.agreeTerms && (
          <FormHelperText error>
            <ValidationMessage message={errors.agreeTerms.message} />
          </FormHelperText>
        )}
      </div>
    </StepForm>
  );
}
