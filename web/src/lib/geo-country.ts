import { useGeoip } from '@/lib/api/get-geoip';

export interface GeoCountry {
  /** English country name as a profile keeps it; '' when the lookup knows none. */
  country: string;
  /** True while the lookup is still under way. */
  pending: boolean;
}

/** geo lookup (docs/product.md#geo-lookup) of the visitor's country, asked once per visit and only when `enabled`. */
export function useGeoCountry(enabled = true): GeoCountry {
  const geo = useGeoip(enabled);
  return {
    // The server names the country as domain's country list does (docs/product.md#geo-lookup), so the list
    // itself stays out of every page that asks (bench/README.md#javascript-budgets).
    country: geo.data?.country.names.en ?? '',
    pending: enabled && geo.isPending,
  };
}
