import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { TicketQueue } from './ticket-queue';
import { TicketView } from './ticket-view';

/**
 * HelpDesk, `/help-desk` and `/help-desk/{ticketId}` (docs/product.md#help-desk): maker-domain staff read the
 * built-in desk's queue, open a ticket and answer it. The server decides who is staff; anyone else is told
 * the screen is not for their account.
 */
export default function HelpDeskPage() {
  const { t } = useTranslation('helpDesk');
  usePageTitle(t('title'));
  const { ticketId } = useParams();
  const id = ticketId === undefined ? undefined : Number(ticketId);
  if (id !== undefined && !(Number.isInteger(id) && id > 0)) return <Navigate to="/help-desk" replace />;
  return (
    <PageContainer>
      <Stack spacing={3}>
        <Typography variant="h1">{t('title')}</Typography>
        {id === undefined ? <TicketQueue /> : <TicketView key={id} id={id} />}
      </Stack>
    </PageContainer>
  );
}
