// en-IE drawn over en-GB (domain textChain), in one module: choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/{en-IE,en-GB}/*.json', {
  eager: true,
  import: 'default',
});
