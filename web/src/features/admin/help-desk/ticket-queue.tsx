import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AdminRefusal } from '../admin-refusal';
import { useTableFits } from '../use-table-fits';
import { useDeskTickets } from './api/get-desk-tickets';
import { TicketCards } from './ticket-cards';
import { TicketTable } from './ticket-table';

/**
 * The queue: each ticket's number and subject (to open it), status, requester, brand, form and date; a table
 * where its six columns fit, one card per ticket on a phone or tablet.
 */
export function TicketQueue() {
  const { t } = useTranslation('helpDesk');
  const fits = useTableFits();
  const tickets = useDeskTickets();
  if (tickets.isPending) return null;
  if (tickets.isError) return <AdminRefusal error={tickets.error} />;
  if (tickets.data.length === 0) return <Typography>{t('empty')}</Typography>;
  return fits ? <TicketTable tickets={tickets.data} /> : <TicketCards tickets={tickets.data} />;
}
