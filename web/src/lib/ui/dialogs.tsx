import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState } from 'react';
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
interface DialogsApi {
  open(request: DialogRequest): void;
  close(): void;
}

const DialogsContext = createContext<DialogsApi>({ open: () => {}, close: () => {} });

/** The dialog host: one information dialog at a time, any screen may open it. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const open = useCallback((next: DialogRequest) => setRequest(next), []);
  const close = useCallback(() => setRequest(null), []);
  // One object for the provider's life, so effects that depend on it do not run again when a dialog opens.
  const api = useMemo(() => ({ open, close }), [open, close]);
  const titleId = useId();
  const actions = request?.actions ?? [{ label: t('dialog.ok'), primary: true }];
  return (
    <DialogsContext.Provider value={api}>
      {children}
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
    </DialogsContext.Provider>
  );
}

/** Opens and closes the shared dialog. */
export function useDialogs(): DialogsApi {
  return useContext(DialogsContext);
}
