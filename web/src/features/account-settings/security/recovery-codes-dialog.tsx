import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from './recovery-codes';

/**
 * The recovery codes, shown this once (on turning two-step sign-in on, or after making new ones): the dialog
 * closes only by the member saying they are kept.
 */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose(): void }) {
  const { t } = useTranslation('security');
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('twoStep.codesTitle')}</DialogTitle>
      <DialogContent>
        <RecoveryCodes codes={codes} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('twoStep.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
