export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands a mail on to where it is read: an SMTP relay, or the dev mailbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * nodemailer over SMTP (`smtp://host:port`); a relay that does not answer fails the attempt in seconds.
 * nodemailer is imported on the first mail, not at start (docs/decisions/044-prepared-hot-statements-and-deferred-start.md).
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
  return {
    async send(mail) {
      transport ??= open();
      await (await transport).sendMail({
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
