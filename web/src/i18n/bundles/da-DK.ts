// Every da-DK namespace in one module, so choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/da-DK/*.json', {
  eager: true,
  import: 'default',
});
