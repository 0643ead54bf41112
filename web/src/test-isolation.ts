/**
 * Each web unit test file starts with the page to itself, though the files of a worker share one module cache
 * and one document (isolate: false in web/vitest.config.ts, web/README.md#unit-tests). test-setup.ts runs
 * before every file; this module runs once per worker, before any test, so what it takes on import is the
 * page as no test has touched it.
 */
import i18next from 'i18next';
import { getDefaults, setDefaults, setI18n } from 'react-i18next';
import { vi } from 'vitest';
import { forgetPageLoad } from './lib/page-load-state';

const url = window.location.href;
const title = document.title;
const attributesOf = (element: Element) => new Map([...element.attributes].map((a) => [a.name, a.value]));
const htmlAttributes = attributesOf(document.documentElement);
const bodyAttributes = attributesOf(document.body);
const reactI18nextDefaults = { ...getDefaults() };

/** What a test file may leave behind, undone: the next file finds the page as the first one did. */
export function startAfresh(): void {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  forgetPageLoad();
  forgetI18n();
  if (window.location.href !== url) window.history.replaceState(null, '', url);
  document.title = title;
  putAttributes(document.documentElement, htmlAttributes);
  putAttributes(document.body, bodyAttributes);
}

function putAttributes(element: Element, wanted: Map<string, string>): void {
  for (const { name } of [...element.attributes]) if (!wanted.has(name)) element.removeAttribute(name);
  for (const [name, value] of wanted) element.setAttribute(name, value);
}

/**
 * i18next's default instance as before anyone started it, and react-i18next without an instance: a file that
 * never calls `initI18n` draws keys, as it does alone, and one that does starts i18n afresh.
 */
function forgetI18n(): void {
  const fresh = i18next.createInstance() as unknown as Record<string, unknown>;
  const instance = i18next as unknown as Record<string, unknown>;
  for (const key of Object.keys(instance)) {
    // Its methods stay, bound to it; the store's methods that `init` added go, with the store.
    if (!(key in fresh)) delete instance[key];
    else if (typeof fresh[key] !== 'function') instance[key] = fresh[key];
  }
  setI18n(undefined as unknown as typeof i18next);
  setDefaults(reactI18nextDefaults);
}
