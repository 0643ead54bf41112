import { BRAND_LABELS, type DeskTicketResponse } from '@backstage/domain';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import { EntryCard, EntryCards } from '../entry-cards';
import { TicketLink, TicketRequester, TicketStatus, useFormTitle } from './ticket-parts';

/** The queue on a phone or tablet: each ticket a card of its number and subject and when, then the other columns. */
export function TicketCards({ tickets }: { tickets: DeskTicketResponse[] }) {
  const { t } = useTranslation('helpDesk');
  const formTitle = useFormTitle();
  const dateTime = useDateTime();
  return (
    <EntryCards label={t('queue')}>
      {tickets.map((ticket) => (
        <EntryCard
          key={ticket.id}
          title={<TicketLink ticket={ticket} />}
          when={dateTime(ticket.createDate)}
          facts={[
            { label: t('columns.status'), value: <TicketStatus ticket={ticket} /> },
            { label: t('columns.requester'), value: <TicketRequester ticket={ticket} /> },
            { label: t('columns.brand'), value: BRAND_LABELS[ticket.brand] },
            { label: t('columns.form'), value: formTitle(ticket.form) },
          ]}
        />
      ))}
    </EntryCards>
  );
}
