// Every el-GR namespace in one module, so choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/el-GR/*.json', {
  eager: true,
  import: 'default',
});
