// Every ko-KR namespace in one module, so choosing the culture costs one request (bench/README.md#javascript-budgets).
export default import.meta.glob<Record<string, unknown>>('../locales/ko-KR/*.json', {
  eager: true,
  import: 'default',
});
