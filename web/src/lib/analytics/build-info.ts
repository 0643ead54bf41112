import { BUILD_NUMBER } from '@backstage/domain';

/** build number (docs/product.md#about-app), sent as appVersionNumber. */
export const APP_VERSION_NUMBER = String(BUILD_NUMBER);

/**
 * The build's hash: `VITE_BUILD_HASH` when the build sets it (a commit id), else the content hash Vite put
 * in the entry script's file name, which changes with every build that changes the app.
 */
export function appVersionHash(doc: Document = document): string {
  const fromEnv = import.meta.env.VITE_BUILD_HASH;
  if (typeof fromEnv === 'string' && fromEnv) return fromEnv;
  const src = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '';
  return src.match(/-([\w-]{8,})\.js$/)?.[1] ?? '';
}
