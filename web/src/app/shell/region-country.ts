import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { apiRequest } from '../../lib/api-client';
import { isSignedIn } from '../../lib/credentials';
import { readStored, STORAGE_KEYS } from '../../lib/storage';

interface Me {
  id: string;
  country?: string | null;
}
interface GeoAnswer {
  country: { iso_code: string; names: { en: string } };
}

/** Where the user's country came from: a chosen value (profile or the selector) or the geo lookup. */
export type CountrySource = 'profile' | 'stored' | 'geo' | 'none';

export interface RegionCountry {
  /** English country name as the profile keeps it; '' when unknown. */
  country: string;
  source: CountrySource;
  /** False while the profile or geo lookup is still loading: nothing is decided yet. */
  ready: boolean;
  signedIn: boolean;
}

/** Spec §7: the user's country is the value set (profile, else chosen here), then geo lookup, else ''. */
export function useRegionCountry(): RegionCountry {
  useLocation(); // Re-read the sign-in state after each navigation (sign-in and sign-out navigate).
  const signedIn = isSignedIn();
  const me = useQuery({
    queryKey: ['me'],
    queryFn: () => apiRequest<Me>('me', { auth: 'id' }),
    enabled: signedIn,
  });
  const set = (signedIn && me.data?.country) || '';
  const stored = readStored(STORAGE_KEYS.country) ?? '';
  const waitingForProfile = signedIn && me.isPending;
  const geo = useQuery({
    queryKey: ['geoip'],
    queryFn: () => apiRequest<GeoAnswer>('geoip', { base: 'services' }),
    enabled: !waitingForProfile && !set && !stored,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (set) return { country: set, source: 'profile', ready: true, signedIn };
  if (stored) return { country: stored, source: 'stored', ready: !waitingForProfile, signedIn };
  if (waitingForProfile || geo.isPending) return { country: '', source: 'none', ready: false, signedIn };
  const fromGeo = geo.data?.country.names.en ?? '';
  return { country: fromGeo, source: fromGeo ? 'geo' : 'none', ready: true, signedIn };
}
