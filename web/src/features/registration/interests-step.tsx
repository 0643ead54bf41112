import { INTERESTS } from '@backstage/domain';
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddInterests } from './api/add-interests';
import { StepBack, useKeepStepDraft, useStepDraft } from './step-drafts';

/** Step 4: what the new member plays; optional, so it can be skipped. */
export function InterestsStep({ onNext, onBack }: { onNext(): void; onBack(): void }) {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('profile');
  const [chosen, setChosen] = useState(useStepDraft<ReadonlySet<number>>('interests', new Set()));
  useKeepStepDraft('interests', () => chosen);
  const addInterests = useAddInterests();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const save = async () => {
    setBusy(true);
    try {
      await addInterests.mutateAsync([...chosen]);
      onNext();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography id="interests-step-title">{t('interestsStep.text')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <FormGroup role="group" aria-labelledby="interests-step-title">
        <Grid container spacing={1}>
          {INTERESTS.map((interest) => (
            <Grid key={interest.id} size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={<Checkbox checked={chosen.has(interest.id)} onChange={() => toggle(interest.id)} />}
                label={tp(`interest.${interest.value}`)}
              />
            </Grid>
          ))}
        </Grid>
      </FormGroup>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" size="large" onClick={save} disabled={busy}>
          {t('interestsStep.save')}
        </Button>
        <Button size="large" onClick={onNext} disabled={busy}>
          {t('interestsStep.skip')}
        </Button>
      </Stack>
      <StepBack onBack={onBack} />
    </Stack>
  );
}
