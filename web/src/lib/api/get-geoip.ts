import type { GeoResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET geoip (services API): the country of the visitor's address (docs/product.md#geo-lookup). */
export function getGeoip(): Promise<GeoResponse> {
  return apiRequest<GeoResponse>('geoip', { base: 'services' });
}

// An address does not move countries within a visit: asked once.
export const geoipQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.geoip(), queryFn: getGeoip, staleTime: Number.POSITIVE_INFINITY });

/** The visitor's geo lookup, only when `enabled`. */
export const useGeoip = (enabled = true) => useQuery({ ...geoipQueryOptions(), enabled });
