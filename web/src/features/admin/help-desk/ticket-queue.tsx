import { BRAND_LABELS } from '@backstage/domain';
import {
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCulture } from '@/i18n';
import { AdminRefusal } from '../admin-refusal';
import { useDeskTickets } from './api/get-desk-tickets';

/** The queue: each ticket's number and subject (to open it), status, requester, brand, form and date. */
export function TicketQueue() {
  const { t } = useTranslation('helpDesk');
  const { t: support } = useTranslation('support');
  const { cultureCode } = useCulture();
  const tickets = useDeskTickets();
  if (tickets.isPending) return null;
  if (tickets.isError) return <AdminRefusal error={tickets.error} />;
  if (tickets.data.length === 0) return <Typography>{t('empty')}</Typography>;
  const date = new Intl.DateTimeFormat(cultureCode, { dateStyle: 'medium', timeStyle: 'short' });
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
          {tickets.data.map((ticket) => (
            <TableRow key={ticket.id}>
              <TableCell>
                <Link component={RouterLink} to={`/admin/help-desk/${ticket.id}`}>
                  {t('number', { id: ticket.id })} {ticket.subject}
                </Link>
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={t(`status.${ticket.status}`)} />
              </TableCell>
              <TableCell>
                {ticket.requester.name}
                <Typography variant="body2" color="text.secondary">
                  {ticket.requester.email}
                </Typography>
              </TableCell>
              <TableCell>{BRAND_LABELS[ticket.brand]}</TableCell>
              <TableCell>{support(`forms.${ticket.form}.title`)}</TableCell>
              <TableCell>{date.format(new Date(ticket.createDate))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
