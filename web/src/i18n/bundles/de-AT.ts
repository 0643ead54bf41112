// de-AT drawn over de-DE (domain textChain), in one module: choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/{de-AT,de-DE}/*.json', {
  eager: true,
  import: 'default',
});
