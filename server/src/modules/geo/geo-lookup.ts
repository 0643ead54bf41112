import { z } from 'zod';
import type { Config } from '../../config';

/** A country as a geo source names it: ISO 3166-1 alpha-2 code and English name. */
export interface FoundCountry {
  code: string;
  name: string;
}

/** The geo lookup port: the country of a public IP address, undefined when the source does not know it. */
export interface GeoLookup {
  readonly source: 'local' | 'maxmind';
  countryOf(ip: string): Promise<FoundCountry | undefined>;
  /** Loads what the first lookup would (the bundled table), so no request pays for it (docs/decisions/062-*). */
  load?(): Promise<void>;
}

/** The bundled GeoLite2 country database (geoip-country): works offline, refreshed with the package. */
export async function localGeoLookup(): Promise<GeoLookup> {
  // Not loaded when the module is: a deployment on the web service never holds the country table in memory
  // (docs/decisions/044-prepared-hot-statements-and-deferred-start.md); a started server loads it while getting
  // ready (`load`, docs/decisions/062-*).
  let loading: Promise<typeof import('geoip-country')> | undefined;
  const table = () => (loading ??= import('geoip-country'));
  return {
    source: 'local',
    load: async () => void (await table()),
    countryOf: async (ip) => {
      const { default: geoip } = await table();
      const hit = geoip.lookup(ip);
      return hit ? { code: hit.country, name: hit.name } : undefined;
    },
  };
}

export interface MaxmindOptions {
  url: string;
  accountId: string;
  licenseKey: string;
  timeoutMs: number;
}

// Only the part of the GeoIP2 Country answer we use; anonymous or satellite addresses may lack `country`.
const maxmindAnswer = z.object({
  country: z
    .object({
      iso_code: z.string().regex(/^[A-Z]{2}$/),
      names: z.object({ en: z.string().optional() }).optional(),
    })
    .optional(),
});

/** MaxMind GeoIP2 Precision web service: `GET {url}/geoip/v2.1/country/{ip}` with HTTP basic auth. */
export function maxmindGeoLookup(options: MaxmindOptions): GeoLookup {
  const base = options.url.replace(/\/+$/, '');
  const credentials = Buffer.from(`${options.accountId}:${options.licenseKey}`).toString('base64');
  return {
    source: 'maxmind',
    countryOf: async (ip) => {
      const response = await fetch(`${base}/geoip/v2.1/country/${encodeURIComponent(ip)}`, {
        headers: { authorization: `Basic ${credentials}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        // Free the connection: undici keeps an unread body's socket busy.
        await response.body?.cancel();
        // 404 IP_ADDRESS_NOT_FOUND is an answer (no country), not a fault worth a warning.
        if (response.status === 404) return undefined;
        throw new Error(`geo service answered ${response.status}`);
      }
      const { country } = maxmindAnswer.parse(await response.json());
      return country ? { code: country.iso_code, name: country.names?.en ?? '' } : undefined;
    },
  };
}

type GeoConfig = Pick<Config, 'GEOIP_URL' | 'GEOIP_ACCOUNT_ID' | 'GEOIP_LICENSE_KEY' | 'GEOIP_TIMEOUT_MS'>;

/** The web service when GEOIP_URL is set, else the bundled database; a half-set configuration stops the start. */
export async function geoLookupFromConfig(config: GeoConfig): Promise<GeoLookup> {
  if (!config.GEOIP_URL) return localGeoLookup();
  if (!config.GEOIP_ACCOUNT_ID || !config.GEOIP_LICENSE_KEY)
    throw new Error('Invalid configuration:\n  GEOIP_URL: needs GEOIP_ACCOUNT_ID and GEOIP_LICENSE_KEY');
  return maxmindGeoLookup({
    url: config.GEOIP_URL,
    accountId: config.GEOIP_ACCOUNT_ID,
    licenseKey: config.GEOIP_LICENSE_KEY,
    timeoutMs: config.GEOIP_TIMEOUT_MS,
  });
}
