import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogRequest } from './dialogs';

/** The dialog host's dialog: the request's title, body and actions; any action closes it first. */
export default function DialogView({ request, close }: { request: DialogRequest | null; close: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const actions = request?.actions ?? [{ label: t('dialog.ok'), primary: true }];
  return (
    <Dialog
      open={request !== null}
      onClose={() => {
        close();
        request?.onDismiss?.();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{request?.title}</DialogTitle>
      <DialogContent>
        {typeof request?.body === 'string' ? (
          <DialogContentText>{request.body}</DialogContentText>
        ) : (
          request?.body
        )}
      </DialogContent>
      <DialogActions>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant={action.primary ? 'contained' : 'text'}
            onClick={() => {
              close();
              action.onClick?.();
            }}
          >
            {action.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
