// fr-CA drawn over fr-FR (domain textChain), in one module: choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/{fr-CA,fr-FR}/*.json', {
  eager: true,
  import: 'default',
});
