import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** An account's state as the lookup answers it (unactivated, active, locked), in words. */
export function StateChip({ state }: { state: string }) {
  const { t } = useTranslation('admin');
  return <Chip size="small" variant="outlined" label={t(`state.${state}`, { defaultValue: state })} />;
}
