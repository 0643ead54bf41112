import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CultureText } from '../api/types';

/**
 * How many of the listed texts are still machine-made and unreviewed (ADR 085), and the switch that lists only
 * those, so a content editor works through them; a text they publish no longer counts.
 */
export function UnreviewedFilter({
  texts,
  only,
  onChange,
}: {
  texts: CultureText[];
  only: boolean;
  onChange(only: boolean): void;
}) {
  const { t } = useTranslation('admin');
  const count = texts.filter((text) => text.unreviewed).length;
  return (
    <>
      <Typography color="text.secondary" aria-live="polite">
        {t('texts.unreviewedCount', { number: count })}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={only} onChange={(event) => onChange(event.target.checked)} />}
        label={t('texts.onlyUnreviewed')}
      />
    </>
  );
}
