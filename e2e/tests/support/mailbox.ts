import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { SMTP_SINK_HTTP_PORT } from '../../playwright.config';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for the newest mail to an address that reached the loopback SMTP sink (scripts/smtp-sink.mjs); with
 * `count`, until that many such mails have arrived (a mail sent again).
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  { count = 1 }: { count?: number } = {},
): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const sink = `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`;
        const { data } = await (await request.get(sink)).json();
        const matching = (data as OutboxMail[]).filter((m) => subject.test(m.subject));
        mail = matching.length >= count ? matching[0] : undefined;
        return !!mail;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return mail!;
}

/** The first link into the portal in a mail. */
export function linkIn(mail: OutboxMail): string {
  return mail.text.match(/https?:\/\/\S+\/backstage\/\S+/)![0];
}

/** The 6-digit code in a mail. */
export function codeIn(mail: OutboxMail): string {
  return mail.text.match(/\b(\d{6})\b/)![1]!;
}
