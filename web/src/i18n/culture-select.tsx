import { CULTURE_CODES } from '@backstage/domain';
import { TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from './use-culture';

const OPTIONS = [...CULTURE_CODES].sort(
  (a, b) => a.region.localeCompare(b.region) || a.language.localeCompare(b.language),
);

/** Region and language picker listing every culture code. */
export function CultureSelect({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation('common');
  const { cultureCode, setCultureCode } = useCulture();
  const id = useId();
  return (
    <TextField
      select
      id={id}
      size={size}
      label={t('culture.label')}
      value={cultureCode}
      onChange={(event) => void setCultureCode(event.target.value)}
      // A native select: the platform's own picker suits phones and keeps the first load small.
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 220 }}
    >
      {OPTIONS.map((culture) => (
        <option key={culture.value} value={culture.value}>
          {culture.region} · {culture.language}
        </option>
      ))}
    </TextField>
  );
}
