// The warranty-reminders module: the mail 30 days before a warranty ends, once, for owners who allow e-mail
// (docs/product.md#warranty), started and stopped with the app.
import type { FastifyInstance } from 'fastify';
import { warrantyReminderJob } from './reminder-job';

export { runWarrantyReminders } from './reminder-job';

/** Runs the reminders at start and then every hour, in every process (claims keep each mail single). */
export async function warrantyReminderRoutes(app: FastifyInstance): Promise<void> {
  const job = warrantyReminderJob(app.deps, app.log);
  app.addHook('onReady', () => job.start());
  app.addHook('onClose', () => job.stop());
}
