// Every de-DE namespace in one module, so choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/de-DE/*.json', {
  eager: true,
  import: 'default',
});
