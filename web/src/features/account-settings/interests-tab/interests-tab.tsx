import type { UserResponse } from '@backstage/domain';
import { INTERESTS } from '@backstage/domain';
import { Card, CardContent, Checkbox, FormControlLabel, FormGroup, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgress } from '@/lib/ui/progress';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useAddInterest } from '../api/add-interest';
import { useRemoveInterest } from '../api/remove-interest';

/** AccountSettings "interests" tab: the twelve interests of docs/product.md#interests as a set; each tick saves at once. */
export function InterestsTab({ profile }: { profile: UserResponse }) {
  const { t } = useTranslation('profile');
  const addInterest = useAddInterest();
  const removeInterest = useRemoveInterest();
  const snackbar = useSnackbar();
  const progress = useProgress();
  const chosen = new Map(profile.interests.map((entry) => [entry.interest.id, entry.id]));
  // The ticks being saved, with the state each is going to: shown at once, and each saves on its own.
  const [saving, setSaving] = useState<ReadonlyMap<number, boolean>>(new Map());
  const mark = (interestId: number, to?: boolean) =>
    setSaving((current) => {
      const next = new Map(current);
      if (to === undefined) next.delete(interestId);
      else next.set(interestId, to);
      return next;
    });
  const toggle = async (interestId: number) => {
    const entry = chosen.get(interestId);
    mark(interestId, entry === undefined);
    progress.show('linear');
    try {
      await (entry === undefined ? addInterest.mutateAsync(interestId) : removeInterest.mutateAsync(entry));
      snackbar.show(t('interests.saved'), 'success');
    } catch (error) {
      snackbar.show((error as Error).message, 'error');
    } finally {
      mark(interestId);
      progress.hide('linear');
    }
  };
  const shownChecked = (id: number) => saving.get(id) ?? chosen.has(id);
  return (
    <Card variant="outlined" component="section" aria-label={t('interests.title')}>
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('interests.intro')}
        </Typography>
        <FormGroup role="group" aria-label={t('interests.title')}>
          <Grid container spacing={1}>
            {INTERESTS.map((interest) => (
              <Grid key={interest.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={shownChecked(interest.id)}
                      disabled={saving.has(interest.id)}
                      onChange={() => toggle(interest.id)}
                    />
                  }
                  label={t(`interest.${interest.value}`)}
                />
              </Grid>
            ))}
          </Grid>
        </FormGroup>
      </CardContent>
    </Card>
  );
}
