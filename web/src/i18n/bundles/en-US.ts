// The en-US namespaces the app does not carry from its start (../first-namespaces.ts), one module each: a screen
// fetches the one or two it uses, not the whole catalogue (issue #27, bench/README.md#javascript-budgets). This
// list is a module of its own so that the first screen does not carry it.
export default import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en-US/*.json',
    '!../locales/en-US/{auth,common,home,installableApp,maintenance,notFound,region,shell,validation}.json',
  ],
  { import: 'default' },
);
