import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PrerenderManifest, resolveBrand } from '@backstage/domain';

export interface PrerenderedPages {
  /** The CSP source that allows the pages' inline guard script. */
  guardSource: string;
  /** The page for this request, or undefined when the visit needs the app to draw it. */
  pageFor(request: { path: string; host: string; query: URLSearchParams }): string | undefined;
}

// Parameters that do not change what a first-time visitor's screen shows; any other (a culture, the app
// client's view, a redirect to continue to) leaves the drawing to the app.
const NEUTRAL_PARAM = /^(theme|utm_[a-z]+)$/;

const loaded = new Map<string, PrerenderedPages | undefined>();

/** The prerendered pages of a web build, read once; undefined for a build without them. */
export function prerenderedPages(dist: string): PrerenderedPages | undefined {
  if (!loaded.has(dist)) loaded.set(dist, load(dist));
  return loaded.get(dist);
}

function load(dist: string): PrerenderedPages | undefined {
  const manifestFile = join(dist, 'prerender', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const html = new Map<string, string>();
  for (const files of Object.values(manifest.pages))
    for (const file of Object.values(files))
      html.set(file, readFileSync(join(dist, 'prerender', file), 'utf8'));
  return {
    guardSource: `'sha256-${createHash('sha256').update(manifest.guard).digest('base64')}'`,
    pageFor({ path, host, query }) {
      const files = manifest.pages[path];
      if (!files || [...query.keys()].some((key) => !NEUTRAL_PARAM.test(key))) return undefined;
      const brand = resolveBrand({ host, queryTheme: query.get('theme') });
      const file = files[brand];
      return file ? html.get(file) : undefined;
    },
  };
}

/** The CSP sources of the web build's inline scripts (none without prerendered pages). */
export function webAppInlineScripts(dist: string): string[] {
  const pages = prerenderedPages(dist);
  return pages ? [pages.guardSource] : [];
}
