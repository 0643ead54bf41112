import {
  BRAND_THEMES,
  BRANDS,
  type Brand,
  DEFAULT_CULTURE_CODE,
  type PrerenderManifest,
  themeOfBrand,
} from '@backstage/domain';
import { initI18n } from '@/i18n';
import { PRERENDERED_STYLES } from '@/lib/hydration/emotion-cache';
import { OLD_CULTURE_KEY, STORAGE_KEYS } from '@/lib/storage';
import { cssVariables } from '@/theme/mui-theme';
import { renderPage } from './render-page';

/**
 * The pages a first-time visitor most often opens first (docs/decisions/046-prerendered-public-pages.md): the
 * home before sign-in and the sign-in. A page joins when its forms wait for hydration (`useHydrated`).
 */
export const PRERENDERED_PAGES = ['/', '/login'] as const;

export interface PrerenderedPage {
  brand: Brand;
  path: string;
  /** Relative to dist/prerender. */
  file: string;
  html: string;
}

/**
 * Runs in <head> before the body is drawn: the page was drawn for a first-time visitor, so a visitor with
 * credentials, or with another culture or theme chosen earlier, would see the wrong page for a moment. It
 * hides it instead; start.tsx then renders the right one in its place.
 */
export const PRERENDER_GUARD = `(function(){var h=document.documentElement,p=(h.getAttribute('data-prerender')||'').split(' ');try{var s=localStorage,c=s.getItem('${STORAGE_KEYS.cultureCode}')||s.getItem('${OLD_CULTURE_KEY}'),t=s.getItem('${STORAGE_KEYS.theme}'),k=false;for(var i=0;i<s.length;i++)if((s.key(i)||'').indexOf('${STORAGE_KEYS.credentials}')===0)k=true;if(!k&&(!c||c===p[1])&&(!t||t===p[0]))return}catch(e){}h.setAttribute('data-prerender-stale','')})()`;

/** Outside #root, so the app's adoption of the page never meets it. */
const PAGE_END = 'prerendered-end';

const fileOf = (brand: Brand, path: string) => `${brand}/${path === '/' ? 'index' : path.slice(1)}.html`;

// Emotion's server build writes each component's styles as <style data-emotion="css <name>"> beside it, and
// global styles as <style data-emotion="css-global <name>">.
const EMOTION_STYLE = /<style data-emotion="(css(?:-global)?) ([^"]*)">([\s\S]*?)<\/style>/g;

/**
 * The page's styles for <head>: in #root they would be nodes the browser's first render does not have, and
 * hydration would fail. The component styles go into one element, which stays where it is (the app's emotion
 * cache learns the names it lists; ~70 small sheets cost a phone noticeably more style work); global ones stay
 * one each, as emotion's <Global> adopts them by name.
 */
function headStyles(rendered: string): string {
  const names: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  for (const [whole, key, name, css] of rendered.matchAll(EMOTION_STYLE)) {
    if (key === 'css-global') globals.push(whole);
    else {
      names.push(name!);
      rules.push(css!);
    }
  }
  // A cache kept from an earlier page would leave this page without its styles, unstyled until the app runs.
  if (!names.length) throw new Error('a prerendered page has no component styles');
  // `data-s` keeps emotion from moving the element on its start; the app's cache reads the names (lib/hydration/emotion-cache.ts).
  return `${globals.join('')}<style data-emotion="${PRERENDERED_STYLES} ${names.join(' ')}" data-s="">${rules.join('')}</style>`;
}

/** `shell` (the built index.html) with the page's HTML in #root, its brand's theme and the guard. */
function pageDocument(shell: string, brand: Brand, rendered: string): string {
  const styles = headStyles(rendered);
  const body = rendered.replace(EMOTION_STYLE, '');
  const palette = BRAND_THEMES[themeOfBrand(brand)];
  const style = Object.entries(cssVariables(palette))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const html = `<html lang="${DEFAULT_CULTURE_CODE}" data-prerender="${brand} ${DEFAULT_CULTURE_CODE}" data-brand="${brand}" data-theme="${themeOfBrand(brand)}" style="${style}">`;
  // The browser paints nothing until the whole page is parsed: a paint halfway through showed the sign-in card
  // cut short, and the card moved when the rest arrived (a layout shift).
  const renderBlock = `<link rel="expect" href="#${PAGE_END}" blocking="render">`;
  const head = `<script>${PRERENDER_GUARD}</script><style>html[data-prerender-stale] #root{visibility:hidden}</style>${renderBlock}${styles}`;
  return (
    shell
      .replace(/<html[^>]*>/, html)
      // The app's chunks are asked for once the page has painted (src/entry.ts); preloaded with the page, their
      // download would compete with it, and a phone would show the page later.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        /<meta name="theme-color" content="[^"]*"/,
        `<meta name="theme-color" content="${palette.surface}"`,
      )
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div><template id="${PAGE_END}"></template>`)
  );
}

/** Every page of PRERENDERED_PAGES for every brand; `visit` points the window at the page first. */
export async function prerenderAll(shell: string, visit: (path: string) => void): Promise<PrerenderedPage[]> {
  await initI18n(DEFAULT_CULTURE_CODE);
  const pages: PrerenderedPage[] = [];
  for (const path of PRERENDERED_PAGES) {
    visit(path);
    for (const brand of BRANDS) {
      const html = pageDocument(shell, brand, await renderPage(path, brand));
      pages.push({ brand, path, file: fileOf(brand, path), html });
    }
  }
  return pages;
}

/** What the server reads: the culture the pages are in, each page's file per brand, the guard's hash. */
export function manifest(pages: PrerenderedPage[]): PrerenderManifest {
  const byPath: PrerenderManifest['pages'] = {};
  for (const page of pages) byPath[page.path] = { ...byPath[page.path], [page.brand]: page.file };
  return { cultureCode: DEFAULT_CULTURE_CODE, guard: PRERENDER_GUARD, pages: byPath };
}
