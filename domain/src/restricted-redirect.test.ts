import { describe, expect, it } from 'vitest';
import { restrictedRedirect } from './restricted-redirect';

describe('restricted redirect (spec §4)', () => {
  it.each([
    ['https://www.roland.com/us/products/', 'https://www.roland.com/us/products/'],
    ['https://www.dwdrums.com', 'https://www.dwdrums.com/'],
    ['https://www.roland.com.evil.example/', '/'],
    ['http://www.roland.com/', '/'],
    ['javascript:alert(1)', '/'],
    ['//evil.example/', '/'],
    ['/settings', '/settings'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (target, expected) => expect(restrictedRedirect(target)).toBe(expected));
});
