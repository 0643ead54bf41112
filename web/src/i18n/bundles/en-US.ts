// The en-US namespaces the app does not carry from its start (../first-namespaces.ts), in one module: the
// first screen that needs one fetches them all in one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en-US/*.json',
    '!../locales/en-US/{auth,common,home,installableApp,maintenance,notFound,region,shell,validation}.json',
  ],
  { eager: true, import: 'default' },
);
