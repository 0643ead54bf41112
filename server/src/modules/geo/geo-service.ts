import { BlockList, isIP } from 'node:net';
import { countryByCode } from '@backstage/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { GeoLookup } from './geo-lookup';

/** geo lookup response (docs/product.md#geo-lookup) (the MaxMind shape the app reads: `country.names.en`). */
export interface GeoAnswer {
  country: { iso_code: string; names: { en: string } };
}

/** docs/product.md#geo-lookup: a failed lookup gives an empty country. */
export const EMPTY_COUNTRY: GeoAnswer = { country: { iso_code: '', names: { en: '' } } };

// Addresses no geo source can place (loopback, private, carrier NAT, link-local, multicast, reserved):
// asking for them would only spend a paid web-service query.
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** The address in plain form (an IPv4-mapped IPv6 address as IPv4), or undefined unless public. */
export function publicAddress(ip: string): string | undefined {
  const address = ip.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '');
  const family = isIP(address);
  if (!family) return undefined;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6') ? undefined : address;
}

/**
 * The country of an address for the API. The name is domain's (COUNTRIES), so the web matches it against
 * its country list; a code domain does not list (Åland, Saint Helena) keeps the source's name. Never
 * throws: unknown, private or failed lookups give the empty country.
 */
export async function lookupCountry(geo: GeoLookup, ip: string, log: FastifyBaseLogger): Promise<GeoAnswer> {
  const address = publicAddress(ip);
  if (!address) return EMPTY_COUNTRY;
  try {
    const found = await geo.countryOf(address);
    if (!found) return EMPTY_COUNTRY;
    const code = found.code.toUpperCase();
    const name = countryByCode(code)?.name ?? found.name;
    return { country: { iso_code: code, names: { en: name } } };
  } catch (error) {
    log.warn({ err: error, source: geo.source }, 'geo lookup failed');
    return EMPTY_COUNTRY;
  }
}
