import nodemailer from 'nodemailer';

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

/** nodemailer over SMTP (`smtp://host:port`); a relay that does not answer fails the attempt in seconds. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
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
