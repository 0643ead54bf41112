import type { Brand } from './brands';

/**
 * `dist/prerender/manifest.json`: what the web build's prerender writes and the server reads (ADR 046): the
 * culture the pages are drawn in, the guard script's CSP hash, and each page's file per brand.
 */
export interface PrerenderManifest {
  cultureCode: string;
  guard: string;
  pages: Record<string, Partial<Record<Brand, string>>>;
}
