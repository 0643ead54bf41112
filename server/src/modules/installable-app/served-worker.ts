import { createHash } from 'node:crypto';

/**
 * The built service worker with the deployment's values written in (ADR 027): the public origin whose pages
 * may message it, and the shell's build id, so a new build changes sw.js and browsers install it afresh.
 */
export function servedWorker(source: string, values: { publicOrigin: string; shellHtml: string }): string {
  const shellVersion = createHash('sha256').update(values.shellHtml).digest('hex').slice(0, 16);
  return source
    .replaceAll('__BACKSTAGE_PUBLIC_ORIGIN__', new URL(values.publicOrigin).origin)
    .replaceAll('__BACKSTAGE_SHELL_VERSION__', shellVersion);
}
