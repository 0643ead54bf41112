import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_VECTORS } from './redirect-vectors';
import { isLocalPath, restrictedRedirect } from './restricted-redirect';
import { localPathSchema } from './schemas/temporary-data';

describe('restricted redirect (docs/product.md#restricted-redirect)', () => {
  it.each([
    ['https://www.roland.com/us/products/', 'https://www.roland.com/us/products/'],
    ['https://www.dwdrums.com', 'https://www.dwdrums.com/'],
    ['/settings', '/settings'],
    ['/qr-registration?mdl=FP-30X&name=Foo%20Bar', '/qr-registration?mdl=FP-30X&name=Foo%20Bar'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (target, expected) => expect(restrictedRedirect(target)).toBe(expected));

  it.each(OPEN_REDIRECT_VECTORS.map((vector) => [JSON.stringify(vector), vector]))(
    'refuses %s',
    (_name, vector) => {
      expect(restrictedRedirect(vector)).toBe('/');
      expect(isLocalPath(vector)).toBe(false);
      expect(localPathSchema.safeParse(vector).success).toBe(false);
    },
  );
});
