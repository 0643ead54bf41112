// A loopback SMTP sink for the browser tests: the portal sends its mail here over real SMTP (SMTP_URL), and
// the tests read what arrived through a small HTTP API (GET /messages?to=…, newest first).
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 3125);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 3126);
const messages = [];

const smtp = new SMTPServer({
  // Loopback only: no TLS (the package's built-in certificate has expired) and no authentication.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        for (const rcpt of session.envelope.rcptTo)
          messages.unshift({
            to: rcpt.address.toLowerCase(),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
          });
        callback();
      },
      (error) => callback(error),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname !== '/messages') return response.writeHead(404).end();
  const to = url.searchParams.get('to')?.toLowerCase();
  const data = to ? messages.filter((message) => message.to === to) : messages;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ data }));
}).listen(httpPort, '127.0.0.1');
