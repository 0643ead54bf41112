import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mailer';

// A loopback SMTP sink standing in for the real mail relay (its built-in certificate has expired, so no TLS).
let server: SMTPServer;
const received: { from: string; to: string[]; data: string }[] = [];
beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mailer (nodemailer against a loopback SMTP server)', () => {
  it('delivers the mail with sender, recipient, subject, text and HTML parts', async () => {
    const { port } = server.server.address() as AddressInfo;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Backstage <no-reply@localhost>');
    await mailer.send({
      to: 'aiko@example.com',
      subject: 'Activate',
      text: 'Code: 123456',
      html: '<p>Code: 123456</p>',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@localhost', to: ['aiko@example.com'] });
    expect(received[0]!.data).toContain('Subject: Activate');
    expect(received[0]!.data).toContain('Code: 123456');
    expect(received[0]!.data).toContain('text/html');
  });
});
