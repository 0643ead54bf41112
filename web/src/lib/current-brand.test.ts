import { describe, expect, it } from 'vitest';
import { currentBrand } from './current-brand';

const at = (hostname: string, search = '') => ({ hostname, search });

describe('current brand (docs/product.md#themes)', () => {
  it('comes from the host, the query or storage, and is remembered', () => {
    expect(currentBrand(at('backstage.pdpdrums.com'))).toBe('PDP');
    expect(localStorage.getItem('backstage.theme')).toBe('PDP');
    expect(currentBrand(at('localhost'))).toBe('PDP');
    expect(currentBrand(at('localhost', '?theme=boss'))).toBe('BOSS');
    expect(currentBrand(at('localhost'))).toBe('DW');
  });

  it('stays the brand of the page load when navigation drops the theme query', () => {
    window.history.replaceState(null, '', '/backstage/login?theme=roland');
    expect(currentBrand()).toBe('ROLAND');
    window.history.replaceState(null, '', '/backstage/');
    expect(currentBrand()).toBe('ROLAND');
    expect(localStorage.getItem('backstage.theme')).toBe('ROLAND');
  });
});
