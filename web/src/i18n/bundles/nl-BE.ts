// nl-BE drawn over nl-NL (domain textChain), in one module: choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/{nl-BE,nl-NL}/*.json', {
  eager: true,
  import: 'default',
});
