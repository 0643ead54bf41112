// The public pages as HTML for each brand (docs/decisions/046-prerendered-public-pages.md), after `vite build`:
// builds src/prerender/prerender.ts for Node, renders every page of PRERENDERED_PAGES for every brand in the default
// culture inside a jsdom window, and writes dist/prerender/<brand>/<page>.html with manifest.json.
// Node runs it with `--conditions=edge-light` so that emotion loads its server build (styles written into the
// HTML) even though a jsdom `document` is present.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const web = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(web, 'dist');
const bundleDir = join(web, 'node_modules/.prerender');

await build({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/prerender.ts',
    outDir: bundleDir,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

// The app reads the page's address, storage and <html> while it renders, as it does in the browser.
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/backstage/',
});
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}

const prerender = await import(pathToFileURL(join(bundleDir, 'prerender.js')).href);
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const outDir = join(dist, 'prerender');
rmSync(outDir, { recursive: true, force: true });

const pages = await prerender.prerenderAll(shell, (path) =>
  dom.reconfigure({ url: `http://localhost/backstage${path}` }),
);
for (const page of pages) {
  mkdirSync(join(outDir, page.brand), { recursive: true });
  writeFileSync(join(outDir, page.file), page.html);
}
writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(prerender.manifest(pages), null, 2));
console.log(`prerendered ${pages.length} pages in ${outDir}`);
// The app left timers behind in this process (server-state caches, jsdom): the pages are written, so end.
process.exit(0);
