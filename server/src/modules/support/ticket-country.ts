import type { FastifyBaseLogger } from 'fastify';
import { type GeoLookup, lookupCountry } from '../geo';

/** Where a support request was sent from: the client's address and the geo lookup that places it. */
export interface RequestOrigin {
  geo: GeoLookup;
  ip: string;
  log: FastifyBaseLogger;
}

/**
 * The ticket's country (docs/product.md#regions): the one saved on the account, else what the geo
 * lookup says for the client's address, else the empty string (a failed lookup gives "", never an error).
 */
export async function ticketCountry(
  saved: string | null | undefined,
  origin: RequestOrigin,
): Promise<string> {
  if (saved) return saved;
  return (await lookupCountry(origin.geo, origin.ip, origin.log)).country.names.en;
}
