import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LicenseItem, type PackageLicense } from './license-item';

// Through Vite's glob (JSON stays out of the TypeScript project); this module itself loads only on demand.
const LICENSES: PackageLicense[] =
  Object.values(
    import.meta.glob<PackageLicense[]>('./licenses/licenses.json', { eager: true, import: 'default' }),
  )[0] ?? [];

/** The licence list: every third-party package in the web bundle with its licence text (licenses.json). */
export function LicensesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      scroll="paper"
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('licenses.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('licenses.intro')}</DialogContentText>
        {LICENSES.map((pkg) => (
          <LicenseItem key={pkg.name} pkg={pkg} />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('licenses.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
