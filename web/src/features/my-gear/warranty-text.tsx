import type { WarrantyResponse } from '@backstage/domain';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from './use-format-day';

/** Where a unit's warranty stands (docs/product.md#warranty): until when, ended when, or unknown. */
export function WarrantyText({ warranty }: { warranty: WarrantyResponse }) {
  const { t } = useTranslation('myGear');
  const day = useFormatDay();
  const text =
    warranty.status === 'unknown'
      ? t('warranty.unknown')
      : t(warranty.status === 'active' ? 'warranty.until' : 'warranty.ended', {
          date: day(warranty.endsOn!),
        });
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography
        color={warranty.status === 'active' ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: warranty.status === 'active' ? 600 : 400 }}
      >
        {text}
      </Typography>
      {warranty.extendedByRegistration && (
        <Chip size="small" variant="outlined" label={t('warranty.extended')} />
      )}
    </Stack>
  );
}
