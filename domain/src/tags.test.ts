import { describe, expect, it } from 'vitest';
import { normalizeTag } from './tags';

describe('ticket tags (docs/product.md#tickets)', () => {
  it('normalises tags', () => expect(normalizeTag('  Product  Support\tUS ')).toBe('product_support_us'));
});
