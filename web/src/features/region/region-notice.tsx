import { isChina, isLatinAmerica } from '@backstage/domain';
import { lazy, Suspense, useState } from 'react';
import { forgottenOnReload } from '@/lib/page-load-state';
import { useRegionCountry } from './region-country';

// The dialogs (the country selector's form, zod schemas) load only for the few visitors who see one: every
// page renders this notice, and the login page's budget has no room for them (bench/README.md#javascript-budgets).
const RegionChinaDialog = lazy(() =>
  import('./region-china-dialog').then((m) => ({ default: m.RegionChinaDialog })),
);
const RegionLatinAmericaDialog = lazy(() =>
  import('./region-latin-america-dialog').then((m) => ({ default: m.RegionLatinAmericaDialog })),
);

// Closing a notice lasts for this page load: a user in China who stays is told again on the next visit.
let dismissed = false;
forgottenOnReload(() => {
  dismissed = false;
});

/** docs/product.md#china-notice: the China notice, or the Latin-America country selector until the user has chosen a country. */
export function RegionNotice() {
  const region = useRegionCountry();
  const [closed, setClosed] = useState(dismissed);
  const close = () => {
    dismissed = true;
    setClosed(true);
  };
  if (!region.ready || closed) return null;
  if (isChina(region.country))
    return (
      <Suspense fallback={null}>
        <RegionChinaDialog open onStay={close} />
      </Suspense>
    );
  // A country from the profile or chosen earlier is the user's choice: only a geo guess asks.
  if (region.source === 'geo' && isLatinAmerica(region.country))
    return (
      <Suspense fallback={null}>
        <RegionLatinAmericaDialog open suggested={region.country} signedIn={region.signedIn} onDone={close} />
      </Suspense>
    );
  return null;
}
