// pl-PL's texts. Those of the first pages (../first-namespaces.ts) in one module that comes with the culture,
// each later namespace when a screen first uses it (ADR 097).
export const first = import.meta.glob<Record<string, unknown>>(
  '../locales/pl-PL/{auth,common,home,installableApp,maintenance,notFound,region,shell,validation}.json',
  { eager: true, import: 'default' },
);
export const later = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/pl-PL/*.json',
    '!../locales/pl-PL/{auth,common,home,installableApp,maintenance,notFound,region,shell,validation}.json',
  ],
  { import: 'default' },
);
