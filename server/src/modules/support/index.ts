// The support module: support requests as tickets in the built-in help desk, my requests, staff answers, the
// knowledge base.

export { seedHelpArticles } from './article-seed';
export { fileOwnershipDispute, OWNERSHIP_DISPUTE_TAG } from './ownership-dispute-ticket';
export { supportRoutes } from './routes';
// The help desk's ticket intake, for modules that file their own contact forms (cloud contact-us).
export type { RequestOrigin } from './ticket-country';
export { createSupportRequest, ticketsOf } from './ticket-service';
