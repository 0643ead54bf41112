// de-CH drawn over de-DE (domain textChain), in one module: choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/{de-CH,de-DE}/*.json', {
  eager: true,
  import: 'default',
});
