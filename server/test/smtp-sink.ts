import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  data: string;
}

/** A loopback SMTP server that keeps what it receives, to start and stop under a running app. */
export interface SmtpSink {
  readonly port: number;
  readonly received: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A free loopback port (nothing listens on it until the sink starts). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function smtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    port,
    received,
    async start() {
      // Its built-in certificate has expired, so no TLS.
      server = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        onData(stream, session, done) {
          let data = '';
          stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
            done();
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
