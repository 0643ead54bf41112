// Every pt-PT namespace in one module, so choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/pt-PT/*.json', {
  eager: true,
  import: 'default',
});
