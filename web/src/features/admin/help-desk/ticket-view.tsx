import { BRAND_LABELS } from '@backstage/domain';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCulture } from '@/i18n';
import { MessageEntry } from '@/lib/ui/message-entry';
import { AdminRefusal } from '../admin-refusal';
import { AnswerForm } from './answer-form';
import { useDeskTicket } from './api/get-desk-ticket';
import { useFormTitle } from './ticket-parts';

/** One ticket as staff read it: requester, brand, form, the ticket text, the replies so far and the answer form. */
export function TicketView({ id }: { id: number }) {
  const { t } = useTranslation('helpDesk');
  const formTitle = useFormTitle();
  const { cultureCode } = useCulture();
  const ticket = useDeskTicket(id);
  const back = (
    <Button component={RouterLink} to="/admin/help-desk" sx={{ alignSelf: 'flex-start' }}>
      {t('back')}
    </Button>
  );
  if (ticket.isPending) return back;
  if (ticket.isError)
    return (
      <Stack spacing={2}>
        {back}
        <AdminRefusal error={ticket.error} />
      </Stack>
    );
  const when = (iso: string) =>
    new Intl.DateTimeFormat(cultureCode, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const { data } = ticket;
  return (
    <Stack spacing={3}>
      {back}
      <Card variant="outlined" component="article" aria-labelledby="desk-ticket-title">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography id="desk-ticket-title" variant="h2">
              {t('number', { id: data.id })} {data.subject}
            </Typography>
            <Chip size="small" variant="outlined" label={t(`status.${data.status}`)} />
          </Stack>
          <Typography color="text.secondary">
            {t('from', { name: data.requester.name, email: data.requester.email })}
          </Typography>
          <Typography color="text.secondary">
            {t('about', {
              brand: BRAND_LABELS[data.brand],
              form: formTitle(data.form),
              date: when(data.createDate),
            })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', mt: 2 }}>{data.body}</Typography>
          {data.replies.length > 0 && (
            <Stack component="section" aria-labelledby="desk-replies" spacing={1} sx={{ mt: 3 }}>
              <Typography id="desk-replies" variant="h3">
                {t('replies')}
              </Typography>
              {data.replies.map((reply) => (
                <MessageEntry
                  key={reply.id}
                  byline={t(reply.fromStaff ? 'staffReply' : 'requesterReply', {
                    name: reply.authorName,
                    date: when(reply.createDate),
                  })}
                  body={reply.body}
                />
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <AnswerForm ticketId={data.id} requesterEmail={data.requester.email} />
        </CardContent>
      </Card>
    </Stack>
  );
}
