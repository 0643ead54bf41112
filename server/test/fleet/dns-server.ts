import { createSocket } from 'node:dgram';
import { decode, encode, RECURSION_AVAILABLE } from 'dns-packet';

const NXDOMAIN = 3;

/**
 * A DNS server on a loopback port answering A queries from a table the test changes: what compose's DNS server
 * is to HAProxy (deploy/haproxy.cfg's `resolvers`) when a container comes back with a new address. Names it
 * does not hold are answered NXDOMAIN; answers live 1 s.
 */
export interface DnsServer {
  readonly port: number;
  /** Points `name` at `address` (an IPv4 address); the next query gets it. */
  set(name: string, address: string): void;
  close(): Promise<void>;
}

export async function startDnsServer(records: Record<string, string> = {}): Promise<DnsServer> {
  const table = new Map(Object.entries(records));
  const socket = createSocket('udp4');
  socket.on('message', (message, from) => {
    let query: ReturnType<typeof decode>;
    try {
      query = decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    const address = question && question.type === 'A' ? table.get(question.name.toLowerCase()) : undefined;
    const known = question ? table.has(question.name.toLowerCase()) : false;
    const answer = encode({
      type: 'response',
      id: query.id,
      flags: (query.flags ?? 0) | RECURSION_AVAILABLE | (known ? 0 : NXDOMAIN),
      questions: query.questions,
      answers:
        address && question ? [{ type: 'A', name: question.name, ttl: 1, class: 'IN', data: address }] : [],
    });
    socket.send(answer, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    set: (name, address) => void table.set(name.toLowerCase(), address),
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
