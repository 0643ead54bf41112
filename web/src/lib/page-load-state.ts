/**
 * What a module remembers for the length of a page load (the brand the page started with, a proof of
 * re-authentication, a notice the user closed) is forgotten by a reload, which starts every module afresh.
 * The web's unit test files share one module cache (web/vitest.config.ts), so there the next test file is the
 * next page load: such a module says here how it forgets, and web/src/test-setup.ts calls `forgetPageLoad()`
 * after each file. In the app nothing calls it.
 */
const forgetters = new Set<() => void>();

/** Registers how a module forgets what it keeps for this page load. */
export function forgottenOnReload(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets what every loaded module keeps for this page load, as a reload would. */
export function forgetPageLoad(): void {
  for (const forget of forgetters) forget();
}
