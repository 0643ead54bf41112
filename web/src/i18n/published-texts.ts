import type { PublishedTextsResponse } from '@backstage/domain';
import i18next from 'i18next';
import { forgottenOnReload } from '@/lib/page-load-state';
import { pageQueryParam } from '@/lib/query-params';

/** A culture's texts written by staff over the shipped ones: namespace → key (dotted) → text. */
export type TextMessages = Record<string, Record<string, string>>;

const PREVIEW_KEY = 'backstage.textPreview';
const texts = new Map<string, TextMessages>();
forgottenOnReload(() => texts.clear());

/** `value` at the dotted `key` of a copy of `tree`. */
function withKey(tree: Record<string, unknown>, key: string, value: string): Record<string, unknown> {
  const [head, ...rest] = key.split('.');
  if (rest.length === 0) return { ...tree, [head!]: value };
  const under = tree[head!];
  const branch = under !== null && typeof under === 'object' ? (under as Record<string, unknown>) : {};
  return { ...tree, [head!]: withKey(branch, rest.join('.'), value) };
}

/**
 * A namespace's texts as the backend read them, with the culture's staff texts drawn over them when those are
 * known already (a namespace no culture has stays none).
 */
export function withStaffTexts(culture: string, namespace: string, read: Record<string, unknown> | null) {
  const own = texts.get(culture)?.[namespace];
  if (!own || !read) return read;
  return Object.entries(own).reduce((tree, [key, text]) => withKey(tree, key, text), read);
}

/**
 * Draws a culture's staff texts over the namespaces in use now; namespaces loaded later get them in
 * `withStaffTexts`.
 */
function apply(culture: string, messages: TextMessages): void {
  texts.set(culture, messages);
  for (const [namespace, own] of Object.entries(messages))
    if (i18next.hasResourceBundle(culture, namespace)) i18next.addResources(culture, namespace, own);
}

/** Whether this tab shows a content staff member's unpublished texts (opened from the console's preview link). */
function previewing(): boolean {
  try {
    if (pageQueryParam('textPreview')) sessionStorage.setItem(PREVIEW_KEY, '1');
    return sessionStorage.getItem(PREVIEW_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Fetches the culture's published texts (`GET texts/{cultureCode}`), or in a preview tab the culture's drafts
 * (for its content members only), and draws them over the shipped texts when they arrive: the first paint never
 * waits for them, and a failure leaves the shipped texts (docs/product.md#staff-console).
 */
export function loadStaffTexts(culture: string): void {
  // The build's prerender draws the shipped texts only.
  if (typeof window === 'undefined') return;
  const load = previewing()
    ? import('./text-preview').then((m) => m.draftTexts(culture))
    : fetch(`/api/v1/texts/${encodeURIComponent(culture)}`, { headers: { accept: 'application/json' } }).then(
        async (response) =>
          response.ok ? ((await response.json()) as PublishedTextsResponse).messages : null,
      );
  load
    .then((messages) => messages && typeof messages === 'object' && apply(culture, messages))
    .catch(() => undefined);
}
