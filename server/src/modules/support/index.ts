// The support module: support requests as tickets in the built-in help desk, my requests, staff answers, the
// knowledge base. The desk's calls are registered by the staff console, which admits the `support` role to them.

export { seedHelpArticles } from './article-seed';
export { fileOwnershipDispute, OWNERSHIP_DISPUTE_TAG } from './ownership-dispute-ticket';
export { supportRoutes } from './routes';
export { deskQuery, ticketParams } from './schemas';
// The help desk's ticket intake, for modules that file their own contact forms (cloud contact-us).
export type { RequestOrigin } from './ticket-country';
export {
  answerTicket,
  createSupportRequest,
  getDeskTicket,
  listDeskTickets,
  ticketsOf,
} from './ticket-service';
