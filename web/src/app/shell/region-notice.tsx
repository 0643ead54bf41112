import { isChina, isLatinAmerica } from '@backstage/domain';
import { useState } from 'react';
import { RegionChinaDialog } from './region-china-dialog';
import { useRegionCountry } from './region-country';
import { RegionLatinAmericaDialog } from './region-latin-america-dialog';

// Closing a notice lasts for this page load: a user in China who stays is told again on the next visit.
let dismissed = false;

/** Spec §1: the China notice, or the Latin-America country selector until the user has chosen a country. */
export function RegionNotice() {
  const region = useRegionCountry();
  const [closed, setClosed] = useState(dismissed);
  const close = () => {
    dismissed = true;
    setClosed(true);
  };
  if (!region.ready || closed) return null;
  if (isChina(region.country)) return <RegionChinaDialog open onStay={close} />;
  // A country from the profile or chosen earlier is the user's choice: only a geo guess asks.
  if (region.source === 'geo' && isLatinAmerica(region.country))
    return (
      <RegionLatinAmericaDialog open suggested={region.country} signedIn={region.signedIn} onDone={close} />
    );
  return null;
}
