import { Alert, Button, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { SectionCard } from '@/lib/ui/section-card';
import { useDateTime } from '@/lib/ui/use-date-time';
import { useSignInHistory } from './api/get-sign-in-history';
import { clientLabel } from './client-label';

/** The last 90 days of sign-ins, 20 at a time (docs/product.md#sign-in-history). */
export function SignInHistoryCard() {
  const { t } = useTranslation('security');
  const history = useSignInHistory();
  const dateTime = useDateTime();
  const events = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <SectionCard title={t('history.title')} intro={t('history.intro')}>
      {history.isPending && <CenteredSpinner />}
      {history.error && <QueryError error={history.error} onRetry={() => history.refetch()} />}
      {history.isSuccess && events.length === 0 && <Alert severity="info">{t('history.empty')}</Alert>}
      {events.length > 0 && (
        <List disablePadding aria-label={t('history.title')}>
          {events.map((event, index) => (
            <ListItem key={event.id} disableGutters divider={index < events.length - 1}>
              <ListItemText
                primary={`${t(`history.kinds.${event.kind}`)} · ${dateTime(event.time)}`}
                secondary={[
                  clientLabel(event.client),
                  [event.device, event.browser].filter(Boolean).join(' · '),
                  event.country,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {history.hasNextPage && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          {t('history.more')}
        </Button>
      )}
    </SectionCard>
  );
}
