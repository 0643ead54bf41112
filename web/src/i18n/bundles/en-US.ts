// en-US's texts, the source every culture is checked against and the English variants are drawn over. Those of
// the first pages (../first-namespaces.ts) in one module, each later namespace when a screen first uses it
// (ADR 097); the app carries none of them (ADR 098).
export const first = import.meta.glob<Record<string, unknown>>(
  '../locales/en-US/{auth,common,home,installableApp,maintenance,notFound,region,shell,validation}.json',
  { eager: true, import: 'default' },
);
export const later = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en-US/*.json',
    '!../locales/en-US/{auth,common,home,installableApp,maintenance,notFound,region,shell,validation}.json',
  ],
  { import: 'default' },
);
