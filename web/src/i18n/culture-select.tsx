import { CULTURES_BY_REGION } from '@backstage/domain';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from './use-culture';

/** Region and language picker listing every culture code. */
export function CultureSelect({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation('common');
  const { cultureCode, setCultureCode } = useCulture();
  const id = useId();
  // A culture picked on a prerendered page before the app adopted the footer (docs/decisions/046-*) is in the
  // select only: it is applied once, when the app starts listening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    const picked = (document.getElementById(id) as HTMLSelectElement | null)?.value;
    if (picked && picked !== cultureCode) void setCultureCode(picked);
  }, []);
  return (
    // A native select: the platform's own picker suits phones, and it keeps MUI's menu (Select, Popover,
    // Modal) out of the footer every first page draws (bench/README.md#javascript-budgets).
    <FormControl size={size} sx={{ minWidth: 220 }}>
      <InputLabel htmlFor={id}>{t('culture.label')}</InputLabel>
      <NativeSelect
        id={id}
        value={cultureCode}
        onChange={(event) => void setCultureCode(event.target.value)}
        input={<OutlinedInput label={t('culture.label')} />}
      >
        {CULTURES_BY_REGION.map((culture) => (
          <option key={culture.value} value={culture.value}>
            {culture.region} · {culture.language}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
