import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogAction {
  label: string;
  onClick?: () => void;
  primary?: boolean;
}
export interface DialogRequest {
  title: string;
  body: ReactNode;
  actions?: DialogAction[];
  /** Called when the dialog is closed without an action (Escape, backdrop). */
  onDismiss?: () => void;
}

/**
 * The dialog host's dialog: the request's title, body and actions. An action closes the dialog and runs once
 * it has closed, after the dialog has handed focus back to the page: an action that moves focus (Try again
 * on the password) keeps it.
 */
export default function DialogView({ request, close }: { request: DialogRequest | null; close: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const chosen = useRef<(() => void) | undefined>(undefined);
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
      slotProps={{
        transition: {
          onExited: () => {
            const action = chosen.current;
            chosen.current = undefined;
            action?.();
          },
        },
      }}
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
              chosen.current = action.onClick;
              close();
            }}
          >
            {action.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
