import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCulture } from '@/i18n';
import { MessageEntry } from '@/lib/ui/message-entry';
import { QueryError } from '@/lib/ui/query-error';
import { useMyRequests } from './api/get-my-requests';

/** My requests: the user's own tickets, newest first, with status and the support team's replies. */
export function MyRequests() {
  const { t } = useTranslation('support');
  const { cultureCode } = useCulture();
  const requests = useMyRequests();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(cultureCode, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  if (requests.isPending) return null;
  if (requests.isError)
    return (
      <QueryError
        error={requests.error}
        message={t('myRequests.failed')}
        onRetry={() => requests.refetch()}
      />
    );
  if (requests.data.length === 0) return <Typography>{t('myRequests.empty')}</Typography>;
  return (
    <Stack
      component="ul"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('myRequests.title')}
    >
      {requests.data.map((ticket) => (
        <Card key={ticket.id} component="li" variant="outlined" aria-labelledby={`ticket-${ticket.id}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography id={`ticket-${ticket.id}`} variant="h3" component="h2">
                {t('myRequests.number', { id: ticket.id })} {ticket.subject}
              </Typography>
              <Chip
                size="small"
                color={ticket.status === 'solved' ? 'success' : ticket.status === 'new' ? 'default' : 'info'}
                label={t(`status.${ticket.status}`)}
              />
            </Stack>
            <Typography color="text.secondary">
              {t('myRequests.sent', { date: when(ticket.createDate) })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }}>{ticket.body}</Typography>
            {ticket.replies.map((reply) => (
              <MessageEntry
                key={reply.id}
                mt={2}
                byline={t(reply.fromStaff ? 'myRequests.staffReply' : 'myRequests.yourReply', {
                  name: reply.authorName,
                  date: when(reply.createDate),
                })}
                body={reply.body}
              />
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
