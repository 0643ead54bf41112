// es-MX drawn over es-ES (domain textChain), in one module: choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/{es-MX,es-ES}/*.json', {
  eager: true,
  import: 'default',
});
