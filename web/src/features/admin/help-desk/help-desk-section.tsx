import { Navigate } from 'react-router';
import { TicketQueue } from './ticket-queue';
import { TicketView } from './ticket-view';

/**
 * The help desk inside the staff console, `/admin/help-desk` and `/admin/help-desk/{ticketId}`
 * (docs/product.md#help-desk): support staff read the built-in desk's queue, open a ticket and answer it.
 */
export function HelpDeskSection({ ticketId }: { ticketId: string | undefined }) {
  const id = ticketId === undefined ? undefined : Number(ticketId);
  if (id !== undefined && !(Number.isInteger(id) && id > 0))
    return <Navigate to="/admin/help-desk" replace />;
  return id === undefined ? <TicketQueue /> : <TicketView key={id} id={id} />;
}
