import { describe, expect, it } from 'vitest';
import {
  isMasterItem,
  MASTER_CACHE_SECONDS,
  MASTER_ITEMS,
  MASTER_REFRESH_SECONDS,
  MAX_PHONES,
} from './constants';

describe('constants (docs/product.md#constants)', () => {
  it('gives every master item a refresh time', () => {
    expect(MASTER_ITEMS.every((item) => MASTER_REFRESH_SECONDS[item] > 0)).toBe(true);
    expect(MASTER_REFRESH_SECONDS.products).toBe(600);
    expect(MASTER_REFRESH_SECONDS.questionnaireLabels).toBe(259_200);
    expect(MASTER_REFRESH_SECONDS.cultureCodes).toBe(86_400);
    expect(MASTER_REFRESH_SECONDS.stores).toBe(3_600);
    expect(MASTER_CACHE_SECONDS).toEqual({ products: 3_600, stores: 86_400 });
    expect(MAX_PHONES).toBe(3);
  });

  it('recognises master item names', () => {
    expect(isMasterItem('genders')).toBe(true);
    expect(isMasterItem('users')).toBe(false);
  });
});
