// The mail module: the portal's mails composed per culture and brand, the durable outbox (queueMail in the
// transaction of the change, a worker that delivers with retries) and the dev mailbox's routes.
export { composeMail, intlLocale, type MailInput, mailDate } from './compose';
export { textsAlongChain } from './culture-mail-texts';
export { devMailboxEnabled, devMailboxRoutes, isLoopbackClient } from './dev-mailbox-routes';
export {
  findUndelivered,
  MAILS_PER_RECIPIENT_PER_HOUR,
  type OutgoingMail,
  outboxBacklog,
  queueMail,
  recipientBudget,
  type UndeliveredRow,
} from './outbox-repo';
export { type MailWorker, mailWorker } from './outbox-worker';
export type { MailKind } from './texts';
