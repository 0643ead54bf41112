import { defineConfig } from 'vite';
import { srcAlias } from './vite.config';

/**
 * The service worker (src/service-worker/sw.ts) as one classic script, dist/sw.js, built after the app:
 * the server serves it at /sw.js so its scope is the whole origin (ADR 027).
 */
export default defineConfig({
  resolve: { alias: srcAlias },
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    lib: {
      entry: 'src/service-worker/sw.ts',
      formats: ['iife'],
      name: 'backstageWorker',
      fileName: () => 'sw.js',
    },
  },
});
