import type { Plugin } from 'vite';

/**
 * The entry (src/entry.ts) imports the app only after a prerendered page's first paint (ADR 046), so Vite
 * would no longer list the app's chunks in index.html: this puts a `modulepreload` for each of them there
 * (the start module and what it imports, transitively, beside the entry's own), so they download while the
 * page paints.
 */
export function preloadStart(): Plugin {
  return {
    name: 'backstage:preload-start',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])),
        );
        // The chunk the entry imports src/start.tsx from (a facade when the chunk groups put the module elsewhere).
        const start = chunk.dynamicImports.find((file) =>
          chunks.get(file)?.facadeModuleId?.endsWith('/src/start.tsx'),
        );
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || file === chunk.fileName || chunk.imports.includes(file)) return;
          files.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
        };
        if (start) visit(start);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/backstage/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
