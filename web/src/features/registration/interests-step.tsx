import { INTERESTS } from '@backstage/domain';
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Grid, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useSaveInterests } from './api/save-interests';
import { StepBack, useKeepStepDraft, useStepDraft } from './step-drafts';
import { useStepSubmit } from './step-form';

/** Step 4: what the new member plays; optional, so it can be skipped. */
export function InterestsStep({ onNext, onBack }: { onNext(): void; onBack(): void }) {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('profile');
  const form = useForm({ defaultValues: { interestIds: useStepDraft<number[]>('interests', []) } });
  useKeepStepDraft('interests', () => form.getValues('interestIds'));
  const chosen = form.watch('interestIds');
  const saveInterests = useSaveInterests();
  const submit = useStepSubmit(form, {
    send: ({ interestIds }) => saveInterests.mutateAsync(interestIds),
    onSuccess: onNext,
  });
  const { errors, isSubmitting } = form.formState;
  const toggle = (id: number) =>
    form.setValue(
      'interestIds',
      chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id],
    );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography id="interests-step-title">{t('interestsStep.text')}</Typography>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <FormGroup role="group" aria-labelledby="interests-step-title">
        <Grid container spacing={1}>
          {INTERESTS.map((interest) => (
            <Grid key={interest.id} size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={
                  <Checkbox checked={chosen.includes(interest.id)} onChange={() => toggle(interest.id)} />
                }
                label={tp(`interest.${interest.value}`)}
              />
            </Grid>
          ))}
        </Grid>
      </FormGroup>
      <Stack direction="row" spacing={2}>
        <SubmitButton size="large" pending={isSubmitting}>
          {t('interestsStep.save')}
        </SubmitButton>
        <Button size="large" onClick={onNext} disabled={isSubmitting}>
          {t('interestsStep.skip')}
        </Button>
      </Stack>
      <StepBack onBack={onBack} />
    </Stack>
  );
}
