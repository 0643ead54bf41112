import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { useFormatDay } from '../use-format-day';
import { useUnitHistory } from './api/get-unit-history';

/** A unit's history for its owner: what happened on which day, nobody's name (docs/product.md#gear-transfer). */
export function UnitHistoryDialog({ id, name, onClose }: { id: number; name: string; onClose(): void }) {
  const { t } = useTranslation('myGear');
  const day = useFormatDay();
  const history = useUnitHistory(id, true);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="unit-history-title">
      <DialogTitle id="unit-history-title">{t('history.title', { name })}</DialogTitle>
      <DialogContent>
        {history.isPending && <CenteredSpinner />}
        {history.error && <QueryError error={history.error} onRetry={() => history.refetch()} />}
        {history.data && (
          <List dense>
            {history.data.map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the order of events; one day may repeat an event
              <ListItem key={`${entry.event}-${i}`} disableGutters>
                <ListItemText primary={t(`history.${entry.event}`)} secondary={day(entry.date)} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
