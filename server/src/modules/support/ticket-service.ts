import {
  buildSupportTicket,
  ERRORS,
  fullName,
  isTicketRequest,
  mayOrderParts,
  partsOrderProduct,
  postalCodeFirst,
  replyPromise,
  type SupportRequest,
  TICKET_FORM,
  type TicketAnswer,
  type TicketRequest,
  type TicketStatus,
  ticketOfRequest,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts';
import { findUser } from '../accounts';
import { queueMail } from '../mail';
import { partsNeedInternalAccess } from '../master-data';
import { getRegisteredProduct } from '../my-gear';
import { isStaffEmail } from '../profile';
import { answerMail, receivedMail } from './support-mail';
import { type RequestOrigin, ticketCountry } from './ticket-country';
import { findDeskTickets, findTicket, findUserTickets, insertReply, insertTicket } from './ticket-repo';
import { deskTicketView, ticketView } from './ticket-view';
import { sendToZendesk, zendeskAccount } from './zendesk-adapter';

/** The name the help desk shows, in the person's own culture's order (docs/product.md#name-order). */
const nameOf = (user: UserRow) => fullName(user.cultureCode, user);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * docs/product.md#tickets: the form becomes a ticket in the help desk, and the requester gets the
 * confirmation with the reply-time promise (docs/product.md#support-times) in the same transaction, so a
 * mail is never queued for a ticket that was not stored (past the recipient's mail budget the ticket is kept
 * without it, ADR 061). A ticket sent whole (the spec's shape, docs/product.md#support-calls) is stored as
 * given, its requester the signed-in user. Mail goes only to the account's own address (Zendesk's requester
 * too, which Zendesk mails): the form's contact e-mail is a field of the ticket for staff, never a recipient,
 * so the portal cannot be made to mail a stranger (issue 28.4). The ticket's country is the account's, else
 * the geo lookup's of the address the request came from (`origin`), on either desk.
 */
export async function createSupportRequest(
  deps: Deps,
  user: UserRow,
  request: SupportRequest | TicketRequest,
  origin: RequestOrigin,
) {
  await assertMayOrderParts(deps, user, request);
  const country = await ticketCountry(user.country, origin);
  const whole = isTicketRequest(request);
  // docs/product.md#warranty: the caller's own registration (another's is not found) tells the ticket its warranty.
  const about =
    !whole && request.registeredProductId
      ? await getRegisteredProduct(deps, user.id, request.registeredProductId)
      : undefined;
  const ticket = whole
    ? ticketOfRequest(request, { country })
    : buildSupportTicket(request, {
        country,
        postalFirst: postalCodeFirst(country),
        warranty: about?.warranty,
      });
  const form = whole ? TICKET_FORM : request.form;
  const requesterName = (!whole && (text(request.name) ?? text(request.contactName))) || nameOf(user);
  const contactEmail = (!whole && text(request.email)) || user.email;
  // With a Zendesk account the ticket goes there (which mails the requester) and the portal keeps a copy.
  const zendesk = zendeskAccount(deps.config);
  const zendeskId = zendesk
    ? await sendToZendesk(zendesk, { ...ticket, requesterName, requesterEmail: user.email })
    : undefined;
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertTicket(tx, {
      ...ticket,
      userId: user.id,
      form,
      requesterName,
      requesterEmail: contactEmail,
      zendeskId,
    });
    if (zendesk) return row;
    const mail = { id: row.id, form, subject: ticket.subject, brand: ticket.brand };
    await queueMail(
      tx,
      receivedMail(deps.config, {
        ...mail,
        to: user.email,
        name: requesterName,
        cultureCode: user.cultureCode,
      }),
    );
    return row;
  });
  return { ...created, subject: ticket.subject, replyWithinHours: replyPromise(form).hours };
}

/** docs/product.md#parts-internal-access: a consumer's parts order for parts that need internal access is refused. */
async function assertMayOrderParts(deps: Deps, user: UserRow, request: SupportRequest | TicketRequest) {
  const product = partsOrderProduct(request);
  if (!product) return;
  const staff = isStaffEmail(user.email, deps.config.STAFF_EMAIL_DOMAIN);
  if (mayOrderParts({ partsNeedInternalAccess: await partsNeedInternalAccess(deps.db, product) }, { staff }))
    return;
  const field = isTicketRequest(request) ? 'customFields.productName' : 'product';
  throw new AppError('PARTS_NEED_INTERNAL_ACCESS', [
    { field, message: ERRORS.PARTS_NEED_INTERNAL_ACCESS.message },
  ]);
}

/** My requests: the caller's own tickets with their replies. */
export async function listMyRequests(deps: Deps, user: UserRow) {
  return { data: await ticketsOf(deps, user.id) };
}

/** Every ticket the user filed, as "My requests" shows them (also the account export's). */
export async function ticketsOf(deps: Deps, userId: string) {
  return (await findUserTickets(deps.db, userId)).map(ticketView);
}

/** One of the caller's tickets; another user's ticket answers 404 as if it did not exist. */
export async function getMyRequest(deps: Deps, user: UserRow, id: number) {
  const ticket = await findTicket(deps.db, id);
  if (!ticket || ticket.userId !== user.id) throw new AppError('NOT_FOUND');
  return ticketView(ticket);
}

// The desk's calls are for the staff console's `support` role: routes.ts admits the caller through the console's
// door (docs/product.md#staff-console) before any of these runs.

/** The staff queue. */
export async function listDeskTickets(deps: Deps, status?: TicketStatus) {
  return { data: (await findDeskTickets(deps.db, status)).map(deskTicketView) };
}

/** One ticket as staff open it from the queue: the text, the requester and the replies so far. */
export async function getDeskTicket(deps: Deps, id: number) {
  const ticket = await findTicket(deps.db, id);
  if (!ticket) throw new AppError('NOT_FOUND');
  return deskTicketView(ticket);
}

/**
 * A staff answer: stored on the ticket and mailed to the requester's account address in the same transaction
 * (not the form's contact e-mail; no mail once the account is gone).
 */
export async function answerTicket(deps: Deps, staff: UserRow, id: number, answer: TicketAnswer) {
  const ticket = await findTicket(deps.db, id);
  if (!ticket) throw new AppError('NOT_FOUND');
  const requester = await findUser(deps, ticket.userId);
  await deps.db.transaction(async (tx) => {
    await insertReply(tx, {
      ticketId: id,
      fromStaff: true,
      authorName: nameOf(staff),
      body: answer.body,
      status: answer.status,
    });
    if (!requester) return;
    const mail = {
      id,
      form: ticket.form,
      subject: ticket.subject,
      brand: ticket.brand,
      to: requester.email,
      name: ticket.requesterName,
      cultureCode: requester.cultureCode,
    };
    await queueMail(tx, answerMail(deps.config, mail, answer.body));
  });
  return deskTicketView((await findTicket(deps.db, id))!);
}
