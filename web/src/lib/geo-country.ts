import { countryByCode } from '@backstage/domain';
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
  const code = geo.data?.country.iso_code;
  return {
    country: countryByCode(code)?.name ?? geo.data?.country.names.en ?? '',
    pending: enabled && geo.isPending,
  };
}
