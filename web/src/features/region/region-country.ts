import { useLocation } from 'react-router';
import { useProfile } from '@/lib/api/get-profile';
import { useGeoCountry } from '@/lib/geo-country';
import { readStored, STORAGE_KEYS } from '@/lib/storage';
import { useSignedIn } from '@/lib/use-signed-in';

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

/** docs/product.md#regions: the user's country is the value set (profile, else chosen here), then geo lookup, else ''. */
export function useRegionCountry(): RegionCountry {
  useLocation(); // Re-read the stored country after each navigation (the selector stores it).
  // Follows sign-out at once: a profile query left enabled after it would ask without a token and be told
  // the session expired.
  const signedIn = useSignedIn();
  const me = useProfile({ enabled: signedIn });
  const set = (signedIn && me.data?.country) || '';
  const stored = readStored(STORAGE_KEYS.country) ?? '';
  const waitingForProfile = signedIn && me.isPending;
  const geo = useGeoCountry(!waitingForProfile && !set && !stored);
  if (set) return { country: set, source: 'profile', ready: true, signedIn };
  if (stored) return { country: stored, source: 'stored', ready: !waitingForProfile, signedIn };
  if (waitingForProfile || geo.pending) return { country: '', source: 'none', ready: false, signedIn };
  const fromGeo = geo.country;
  return { country: fromGeo, source: fromGeo ? 'geo' : 'none', ready: true, signedIn };
}
