// Every pl-PL namespace in one module, so choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/pl-PL/*.json', {
  eager: true,
  import: 'default',
});
