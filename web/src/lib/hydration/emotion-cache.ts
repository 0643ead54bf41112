import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * What the prerender calls the element holding a page's component styles (`data-emotion="<this> <names>"`),
 * a name emotion does not look for (docs/decisions/046-prerendered-public-pages.md).
 */
export const PRERENDERED_STYLES = 'css-prerendered';

/**
 * The app's emotion cache. Emotion's own adopts a prerendered page's styles by moving their element into
 * its sheet, twice, and the browser drops and applies the whole sheet again each time, in the phone's start
 * (docs/decisions/058-react-renders-the-app.md). This one leaves the element where the server put it and only
 * learns which styles it holds, so it does not insert them again.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll(`style[data-emotion^="${PRERENDERED_STYLES} "]`)) {
    for (const name of element.getAttribute('data-emotion')!.split(' ').slice(1)) cache.inserted[name] = true;
  }
  return cache;
}
