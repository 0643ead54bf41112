/**
 * The namespaces a culture's bundle brings in its first request: those of the shell and of the first pages a
 * visitor meets (home before sign-in, sign-in, the region notice, maintenance, not found). The others, about
 * three quarters of the catalogue, load one by one with the first screen that asks for each (issue #14, #27,
 * ADR 097). Each `bundles/<culture>.ts` spells the list in its globs; `locales.test.ts` checks they agree.
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
