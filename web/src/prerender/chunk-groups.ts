import { FIRST_NAMESPACES } from '../i18n/first-namespaces';

/**
 * How the build groups modules into chunks (issue #14, bench/README.md#javascript-budgets). Without groups
 * every shared module becomes a chunk of its own and the login page asked for ~95 scripts one after another.
 * - framework: React, the router, emotion and MUI's styling engine, i18next, TanStack Query: every screen
 *   needs them, and they change only with a dependency update (one long-cached file). The parts of them
 *   only signed-in screens use (tabs' and menus' keyboard focus, a dialog's media query, combined and paged
 *   queries) stay with those screens, so the sign-in page does not fetch them (issue #27).
 * - first-screen: the shell, the home before login and what they import (the MUI components of the
 *   first paint), so the login page fetches one file for its screen instead of one per component. The
 *   two-step code form stays out: only accounts with two-step sign-in load it, with react-hook-form.
 * Everything else (forms with zod, the countries list, My Gear…) stays in its route's chunks, and the texts in
 * chunks of their own culture (`chunkFileName`).
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
const isFirstNamespace = (namespace: string) => (FIRST_NAMESPACES as readonly string[]).includes(namespace);
/** A text module's name, `locale-<culture>-first` or `-<namespace>` (undefined for other modules). */
const localeName = (id: string) => {
  const [, culture, namespace] = LOCALE.exec(id) ?? [];
  if (!culture || !namespace) return undefined;
  return `locale-${culture}-${isFirstNamespace(namespace) ? 'first' : namespace}`;
};

/**
 * A chunk's file. Texts are no chunk group (a group puts a facade chunk, one more request, before each dynamic
 * import of it): a culture's first texts go with its bundle module (`<culture>-….js`), or into a chunk of their
 * own when a variant's module shares them (`locale-<culture>-first-….js`), and each later namespace is the chunk
 * of its own import (`locale-<culture>-<namespace>-….js`). The names let a visit's requests show whose texts
 * they are (ADR 097, ADR 098).
 */
export const chunkFileName = ({ moduleIds }: { moduleIds: string[] }) => {
  const names = new Set(moduleIds.map(localeName));
  const [only] = names;
  return `assets/${names.size === 1 && only ? only : '[name]'}-[hash].js`;
};
/** A module's path under the repository (`web/src/…`, `domain/src/…`), posix, or undefined for a package. */
const repositoryPath = (id: string) =>
  /[\\/]((web|domain)[\\/]src[\\/].*)$/.exec(id)?.[1]?.replaceAll('\\', '/');
/** Whether a module is one of `modules`: a file named without its extension, or a folder ending in `/`. */
const isOneOf = (modules: readonly string[], id: string) => {
  const path = repositoryPath(id)?.replace(/\.tsx?$/, '');
  return (
    !!path && modules.some((module) => (module.endsWith('/') ? path.startsWith(module) : path === module))
  );
};

// The shell, the home before login and what they import: the browser half of rendering, the providers and the
// shell's frame, the sign-in screen but for its two-step form.
const FIRST_SCREEN = [
  'web/src/start',
  'web/src/lib/hydration/',
  'web/src/app/providers',
  'web/src/app/shell/app-shell',
  'web/src/app/shell/top-bar',
  'web/src/app/shell/footer',
  'web/src/features/home-login/',
];
const NOT_FIRST_SCREEN = ['web/src/features/home-login/two-step-form'];
// What the shell draws on every page (the region notice, the consent banner, the service worker's part) and what
// they ask for: lazy chunks of their own were fetched on every first visit anyway, so they come with the first
// screen in one request instead of six small ones (issue #14: at most 15 scripts).
const EVERY_PAGE = [
  'web/src/features/installable-app/',
  'web/src/features/region/region-notice',
  'web/src/features/region/region-country',
  'web/src/theme/consent-banner',
  'web/src/lib/geo-country',
  'web/src/lib/api/get-geoip',
  'web/src/lib/api/get-profile',
  'domain/src/regions',
  'domain/src/store-bridge',
];
const isFirstScreen = (id: string) =>
  (isOneOf(FIRST_SCREEN, id) && !isOneOf(NOT_FIRST_SCREEN, id)) || isOneOf(EVERY_PAGE, id);

// Vite's preload helper, which the entry needs before the app (ADR 046): alone, it cannot pull the whole
// first screen into what runs before a prerendered page's first paint.
const PRELOAD_HELPER = /vite[\\/]preload-helper/;

export const chunkGroups = [
  { name: 'preload-helper', test: PRELOAD_HELPER, priority: 40 },
  { name: 'framework', test: isFramework, priority: 30 },
  { name: 'first-screen', test: isFirstScreen, priority: 10 },
];
