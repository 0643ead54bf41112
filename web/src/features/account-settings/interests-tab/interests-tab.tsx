import { INTERESTS } from '@backstage/domain';
import { Card, CardContent, Checkbox, FormControlLabel, FormGroup, Grid, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProgress } from '../../../app/shell/progress';
import { useSnackbar } from '../../../app/shell/snackbar';
import { PROFILE_QUERY_KEY, type Profile } from '../../../lib/profile';
import { addInterest } from '../api/add-interest';
import { removeInterest } from '../api/remove-interest';

/** AccountSettings "interests" tab: the twelve interests of spec §3 as a set; each tick saves at once. */
export function InterestsTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const progress = useProgress();
  const chosen = new Map(profile.interests.map((entry) => [entry.interest.id, entry.id]));
  const toggle = useMutation({
    mutationFn: (interestId: number) => {
      const entry = chosen.get(interestId);
      return entry === undefined ? addInterest(interestId) : removeInterest(entry);
    },
    onMutate: () => progress.show('linear'),
    onSuccess: () => snackbar.show(t('interests.saved'), 'success'),
    onError: (error) => snackbar.show(error.message, 'error'),
    onSettled: async () => {
      progress.hide('linear');
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
  // The tick shows the intended state while it is saved (the list refetches before the mutation settles).
  const shownChecked = (id: number) =>
    toggle.isPending && toggle.variables === id ? !chosen.has(id) : chosen.has(id);
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
                      disabled={toggle.isPending}
                      onChange={() => toggle.mutate(interest.id)}
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
