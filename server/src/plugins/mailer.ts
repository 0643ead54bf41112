import nodemailer from 'nodemailer';
import type { Db } from '../db/db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: through SMTP when SMTP_URL is set, else into the dev outbox table. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** nodemailer over SMTP (`smtp://host:port`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** The dev outbox: mail kept in the database, listed at GET /api/dev/mailbox. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.query(
        'insert into mail_outbox (recipient, subject, text_body, html_body) values ($1, $2, $3, $4)',
        [mail.to.toLowerCase(), mail.subject, mail.text, mail.html],
      );
    },
  };
}
