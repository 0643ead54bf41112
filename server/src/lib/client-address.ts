import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whom a per-address budget counts: an IPv4 client by its address, an IPv6 client by its /64 prefix, since
 * one subscriber is handed a whole /64 and may pick any of its 2^64 addresses for each request
 * (docs/decisions/059-two-step-and-per-address-budgets.md). Only `clientAddress` makes one, so a budget keyed
 * on a raw `request.ip` does not type-check.
 */
export type ClientAddress = string & { readonly clientAddress: unique symbol };

/** The budget's name for the client at `ip` (the connection's address, or the one `TRUST_PROXY` lets in). */
export function clientAddress(ip: string): ClientAddress {
  const address = ip.split('%')[0]!.toLowerCase();
  if (isIPv4(address) || !isIPv6(address)) return address as ClientAddress;
  const groups = ipv6Groups(address);
  // An IPv4 client seen on a dual-stack socket (`::ffff:192.0.2.1`) is that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.') as ClientAddress;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64` as ClientAddress;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const dotted = address.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  const [a = 0, b = 0, c = 0, d = 0] = dotted ? dotted[2]!.split('.').map(Number) : [];
  const hex = dotted ? `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}` : address;
  const [head = '', tail] = hex.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
