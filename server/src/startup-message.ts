import type { Config } from './config';
import { devMailboxEnabled } from './modules/mail';

/** The line `npm start` logs once listening: where the portal is, and who may read the dev outbox. */
export function startupMessage(config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV' | 'SMTP_URL'>): string {
  const serving = `Backstage is serving ${config.PUBLIC_URL}/backstage/`;
  if (!devMailboxEnabled(config)) return serving;
  return `${serving}; without SMTP_URL mail goes to the dev outbox, readable at ${config.PUBLIC_URL}/api/dev/mailbox by clients on this machine only`;
}
