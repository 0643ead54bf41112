// The support module: support requests as tickets in the built-in help desk, my requests, staff answers, the
// knowledge base.

export { seedHelpArticles } from './article-seed';
export { supportRoutes } from './routes';
// The help desk's ticket intake, for modules that file their own contact forms (cloud contact-us).
export type { RequestOrigin } from './ticket-country';
export { createSupportRequest, ticketsOf } from './ticket-service';
// The help desk's calls, for the staff console, which admits the `support` role to them.
export { deskQuery, deskTicketListResponse, deskTicketResponse, ticketAnswer, ticketParams } from './schemas';
export { answerTicket, getDeskTicket, listDeskTickets } from './ticket-service';
