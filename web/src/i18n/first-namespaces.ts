/**
 * The en-US namespaces the app carries from its start: those of the shell and of the first pages a visitor
 * meets (home before sign-in, sign-in, the region notice, maintenance, not found). The other namespaces, about
 * three quarters of the catalogue, load one by one with the first screen that asks for each (issue #14, #27,
 * bench/README.md#javascript-budgets). `i18n.ts` and `bundles/en-US.ts` spell the list in their globs;
 * `i18n.test.ts` checks they agree with it.
 */
export const FIRST_NAMESPACES = [
  'auth',
  'common',
  'home',
  'installableApp',
  'maintenance',
  'notFound',
  'region',
  'shell',
  'validation',
] as const;
