import { BRAND_LABELS, type DeskTicketResponse } from '@backstage/domain';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import { TicketLink, TicketRequester, TicketStatus, useFormTitle } from './ticket-parts';

/** The queue as a table (wide screens): number and subject, status, requester, brand, form, created. */
export function TicketTable({ tickets }: { tickets: DeskTicketResponse[] }) {
  const { t } = useTranslation('helpDesk');
  const formTitle = useFormTitle();
  const dateTime = useDateTime();
  return (
    <TableContainer>
      <Table aria-label={t('queue')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.ticket')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('columns.requester')}</TableCell>
            <TableCell>{t('columns.brand')}</TableCell>
            <TableCell>{t('columns.form')}</TableCell>
            <TableCell>{t('columns.created')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tickets.map((ticket) => (
            <TableRow key={ticket.id}>
              <TableCell>
                <TicketLink ticket={ticket} />
              </TableCell>
              <TableCell>
                <TicketStatus ticket={ticket} />
              </TableCell>
              <TableCell>
                <TicketRequester ticket={ticket} />
              </TableCell>
              <TableCell>{BRAND_LABELS[ticket.brand]}</TableCell>
              <TableCell>{formTitle(ticket.form)}</TableCell>
              <TableCell>{dateTime(ticket.createDate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
