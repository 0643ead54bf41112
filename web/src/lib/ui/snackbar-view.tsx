import { SNACKBAR_DURATION_MS } from '@backstage/domain';
import { Alert, Snackbar } from '@mui/material';

export type Severity = 'success' | 'info' | 'warning' | 'error';
export interface Message {
  text: string;
  severity: Severity;
  key: number;
}

/** The snackbar itself (docs/product.md#shell): the message, hidden after 8 s. */
export default function SnackbarView({ message, onClose }: { message: Message | null; onClose: () => void }) {
  return (
    <Snackbar
      key={message?.key}
      open={message !== null}
      autoHideDuration={SNACKBAR_DURATION_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the phone's bottom bar when the shell shows one (it sets --bottom-bar-height).
      sx={{
        bottom: {
          xs: 'calc(var(--bottom-bar-height, 0px) + 8px)',
          sm: 'calc(var(--bottom-bar-height, 0px) + 24px)',
        },
      }}
    >
      {message ? (
        <Alert onClose={onClose} severity={message.severity} variant="filled" sx={{ width: '100%' }}>
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
