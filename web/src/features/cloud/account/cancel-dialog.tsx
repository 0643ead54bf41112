import {
  CANCEL_DETAILS_MAX_LENGTH,
  CANCEL_REASONS,
  type CancelReason,
  type SubscriptionResponse,
} from '@backstage/domain';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useCancelSubscription } from '../api/cancel-subscription';

/** Cancel with one of the seven reasons and free text (docs/product.md#cancel-subscription); refund inside 7 days. */
export function CancelDialog({ sub, onClose }: { sub: SubscriptionResponse; onClose(): void }) {
  const { t } = useTranslation('cloud');
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [comment, setComment] = useState('');
  const [refund, setRefund] = useState(false);
  const [tried, setTried] = useState(false);
  const cancel = useCancelSubscription();
  const snackbar = useSnackbar();
  const reasonError = tried && !reason;
  const commentError = tried && reason === 'other' && !comment.trim();
  const submit = async () => {
    setTried(true);
    if (!reason || (reason === 'other' && !comment.trim())) return;
    try {
      await cancel.mutateAsync({
        id: sub.subscriptionId,
        reason,
        details: comment,
        refund,
      });
      snackbar.show(t('cancel.done'), 'success');
      onClose();
    } catch (error) {
      snackbar.show((error as Error).message, 'error');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="sm">
      <DialogTitle id="cancel-title">{t('cancel.title')}</DialogTitle>
      <DialogContent>
        <FormControl error={reasonError} sx={{ mb: 2 }}>
          <FormLabel id="cancel-reason">{t('cancel.reason')}</FormLabel>
          <RadioGroup
            aria-labelledby="cancel-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as CancelReason)}
          >
            {CANCEL_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio />} label={t(`cancel.reasons.${r}`)} />
            ))}
          </RadioGroup>
          {reasonError && <FormHelperText>{t('cancel.reasonRequired')}</FormHelperText>}
        </FormControl>
        <TextField
          label={t('cancel.details')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: CANCEL_DETAILS_MAX_LENGTH } }}
          error={commentError}
          helperText={commentError ? t('cancel.detailsRequired') : ' '}
        />
        {sub.refundableUntil && (
          <FormControlLabel
            control={<Checkbox checked={refund} onChange={(e) => setRefund(e.target.checked)} />}
            label={t('cancel.refund')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel.keep')}</Button>
        <Button variant="contained" onClick={submit} disabled={cancel.isPending}>
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
