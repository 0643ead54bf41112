import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chunkFileName, chunkGroups } from './src/prerender/chunk-groups';
import { preloadStart } from './src/prerender/preload-start';

/** `@/lib/...` instead of `../../lib/...`: imports that leave their folder start at `web/src`. */
export const srcAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// React Router 7 exports its development build under every condition, dev warnings and checks included; its
// production build ships beside it, and the app's build takes that one (docs/decisions/055-*.md).
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router/package.json')
  .replace(/package\.json$/, 'dist/production/index.mjs');

// The app's files are compressed once, at the highest levels, beside each file (x.js.br, x.js.gz): the server sends
// them as they are instead of compressing each answer quickly and less well (issue #14, bench/README.md).
const precompressed = {
  ...compression({
    include: /\.(js|css|svg|json|webmanifest)$/,
    threshold: 1400,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  }),
  // The prerender's own Node build is not served.
  apply: (_config: unknown, { command, isSsrBuild }: { command: string; isSsrBuild?: boolean }) =>
    command === 'build' && !isSsrBuild,
};

// `npm run dev` puts the API on a port of its own and passes it here; a bare `vite` talks to `npm start`.
const api = process.env.DEV_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  base: '/backstage/',
  plugins: [react(), preloadStart(), precompressed],
  resolve: {
    alias: command === 'build' ? { ...srcAlias, 'react-router': reactRouterProduction } : srcAlias,
  },
  // Hidden: the maps are written for error reports but not referenced from the bundles, nor served.
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups }, chunkFileNames: chunkFileName } },
  },
  server: { proxy: { '/api': api, '/cloud': api, '/.well-known': api } },
}));
