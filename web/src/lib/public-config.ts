import type { RouterMode } from '@backstage/domain';

/** Configuration the server injects into index.html (`<meta name="backstage-config">`). */
export interface PublicConfig {
  routerMode: RouterMode;
}

/** Reads the injected configuration; the Vite dev server has none, so defaults apply. */
export function readPublicConfig(doc: Document = document): PublicConfig {
  const content = doc.querySelector('meta[name="backstage-config"]')?.getAttribute('content');
  try {
    const parsed = content ? JSON.parse(content) : {};
    return { routerMode: parsed.routerMode === 'hash' ? 'hash' : 'history' };
  } catch {
    return { routerMode: 'history' };
  }
}
