import { FIRST_NAMESPACES } from '../i18n/first-namespaces';

/**
 * How the build groups modules into chunks (issue #14, bench/README.md#javascript-budgets). Without groups
 * every shared module becomes a chunk of its own and the login page asked for ~95 scripts one after another.
 * - framework: React, the router, emotion and MUI's styling engine, i18next, TanStack Query: every screen
 *   needs them, and they change only with a dependency update (one long-cached file). The parts of them
 *   only signed-in screens use (tabs' and menus' keyboard focus, a dialog's media query, combined and paged
 *   queries) stay with those screens, so the sign-in page does not fetch them (issue #27).
 * - locale-<culture>: a culture's namespaces together, fetched in one request when that culture is chosen;
 *   en-US's later namespaces one by one (locale-en-US-<namespace>), as screens first use them.
 * - first-screen: the shell, the home before login and what they import (the MUI components of the
 *   first paint), so the login page fetches one file for its screen instead of one per component. The
 *   two-step code form stays out: only accounts with two-step sign-in load it, with react-hook-form.
 * Everything else (forms with zod, the countries list, My Gear…) stays in its route's chunks.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|react-is|clsx|prop-types|@babel[\\/]runtime|hoist-non-react-statics|i18next|react-i18next|use-sync-external-store|@tanstack[\\/][^\\/]+|react-transition-group|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/;
const SIGNED_IN_PARTS = [
  '@mui/utils/useRovingTabIndex/',
  '@mui/system/useMediaQuery/',
  '@tanstack/query-core/build/modern/queriesObserver.',
  '@tanstack/query-core/build/modern/infiniteQueryObserver.',
  '@tanstack/react-query/build/modern/useQueries.',
  '@tanstack/react-query/build/modern/useInfiniteQuery.',
];
const isFramework = (id: string) =>
  FRAMEWORK.test(id) &&
  !SIGNED_IN_PARTS.some((part) => id.replaceAll('\\', '/').includes(`/node_modules/${part}`));
const LOCALE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
// The en-US namespaces the app carries from its start stay out of the locale groups.
const isLaterLocale = (id: string) => {
  const [, culture, namespace] = LOCALE.exec(id) ?? [];
  return !!culture && !(culture === 'en-US' && (FIRST_NAMESPACES as readonly string[]).includes(namespace!));
};
const localeChunk = (id: string) => {
  const [, culture, namespace] = LOCALE.exec(id) ?? [];
  return culture === 'en-US' ? `locale-en-US-${namespace}` : `locale-${culture}`;
};
const FIRST_SCREEN =
  /[\\/]web[\\/]src[\\/](start\.tsx|render[\\/](mount-app|hydrate-later|use-hydrated|emotion-cache|prerendered-for)\.tsx?|app[\\/](providers\.tsx|shell[\\/](app-shell|top-bar|footer)\.tsx)|features[\\/]home-login[\\/](?!two-step-form))/;
// What the shell draws on every page (the region notice, the consent banner, the service worker's part) and what
// they ask for: lazy chunks of their own were fetched on every first visit anyway, so they come with the first
// screen in one request instead of six small ones (issue #14: at most 15 scripts).
const EVERY_PAGE =
  /[\\/](web[\\/]src[\\/](features[\\/](installable-app[\\/][^\\/]+|region[\\/]region-(notice|country))|theme[\\/]consent-banner|lib[\\/](geo-country|api[\\/](get-geoip|get-profile)))|domain[\\/]src[\\/](regions|store-bridge))\.tsx?$/;
const isFirstScreen = (id: string) => FIRST_SCREEN.test(id) || EVERY_PAGE.test(id);

// Vite's preload helper, which the entry needs before the app (ADR 046): alone, it cannot pull the whole
// first screen into what runs before a prerendered page's first paint.
const PRELOAD_HELPER = /vite[\\/]preload-helper/;

export const chunkGroups = [
  { name: 'preload-helper', test: PRELOAD_HELPER, priority: 40 },
  { name: 'framework', test: isFramework, priority: 30 },
  { name: localeChunk, test: isLaterLocale, priority: 20 },
  { name: 'first-screen', test: isFirstScreen, priority: 10 },
];
