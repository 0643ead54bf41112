/** docs/product.md#tickets: ticket tags are trimmed, lower-cased and whitespace becomes underscores. */
export function normalizeTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, '_');
}
