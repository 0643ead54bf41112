import { type DeskTicketResponse, TICKET_FORM } from '@backstage/domain';
import { Box, Chip, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

// What the queue says of a ticket, drawn alike in the table and in the phone's cards.

/** The ticket's number and subject, linked to the ticket. */
export function TicketLink({ ticket }: { ticket: DeskTicketResponse }) {
  const { t } = useTranslation('helpDesk');
  return (
    <Link component={RouterLink} to={`/admin/help-desk/${ticket.id}`} sx={{ overflowWrap: 'anywhere' }}>
      {t('number', { id: ticket.id })} {ticket.subject}
    </Link>
  );
}

/** The desk's status word (New, Open, Pending, Solved). */
export function TicketStatus({ ticket }: { ticket: DeskTicketResponse }) {
  const { t } = useTranslation('helpDesk');
  return <Chip size="small" variant="outlined" label={t(`status.${ticket.status}`)} />;
}

/** Who sent it: the name, the address under it. */
export function TicketRequester({ ticket }: { ticket: DeskTicketResponse }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {ticket.requester.name}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {ticket.requester.email}
      </Box>
    </>
  );
}

/** The name of the form a ticket came from; a ticket one of the maker's apps sent whole has none of the portal's. */
export function useFormTitle(): (form: DeskTicketResponse['form']) => string {
  const { t } = useTranslation('helpDesk');
  const { t: support } = useTranslation('support');
  return (form) => (form === TICKET_FORM ? t('wholeTicket') : support(`forms.${form}.title`));
}
