export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands a mail on to where it is read: an SMTP relay, or the dev mailbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Loads what the first mail would need, so its load does not hold up requests (docs/decisions/062-*). */
  load?(): Promise<void>;
}

/**
 * nodemailer over SMTP (`smtp://host:port`); a relay that does not answer fails the attempt in seconds.
 * nodemailer is imported by `load` or the first mail, not with this module (docs/decisions/044-*, 062-*).
 */
export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  };
  const opened = () => (transport ??= open());
  return {
    load: async () => void (await opened()),
    async send(mail) {
      await (await opened()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

/**
 * Without SMTP_URL (outside production): the outbox row itself is the delivered mail, listed by the dev
 * mailbox (GET /api/dev/mailbox), so delivering it only marks it sent.
 */
export const devMailbox: Mailer = { send: async () => {} };
