import { E2E_PORT } from '../../playwright.config';

/** URL of a portal route (path under /backstage) on a given host name, e.g. `pdpdrums.localhost`. */
export function portalUrl(path: string, host = 'localhost'): string {
  return `http://${host}:${E2E_PORT}/backstage${path}`;
}
