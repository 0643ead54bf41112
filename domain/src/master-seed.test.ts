import { describe, expect, it } from 'vitest';
import { MASTER_ITEMS } from './constants';
import { MASTER_SEED } from './master-seed';

describe('master seed rows (docs/product.md#master-lists)', () => {
  it('names only master items and gives every row a unique positive id', () => {
    for (const [item, rows] of Object.entries(MASTER_SEED)) {
      expect(MASTER_ITEMS, item).toContain(item);
      const ids = rows.map((row) => row.id);
      expect(new Set(ids).size, item).toBe(ids.length);
      expect(
        ids.every((id) => Number.isInteger(id) && id > 0),
        item,
      ).toBe(true);
    }
  });

  it('keeps the ids the database relies on', () => {
    expect(MASTER_SEED.genders).toEqual([
      { id: 1, value: 'Male' },
      { id: 2, value: 'Female' },
      { id: 3, value: 'Prefer not to say' },
    ]);
    expect(MASTER_SEED.interests.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(MASTER_SEED.interests[11]).toEqual({ id: 12, value: 'Wind Instruments' });
    expect(MASTER_SEED.phoneTypes[2]).toEqual({ id: 3, value: 'Work' });
    expect(MASTER_SEED.purchasingMethods[3]).toEqual({ id: 4, value: 'Secondhand' });
    expect(MASTER_SEED.brands[0]).toEqual({ id: 1, value: 'ROLAND', clientId: 'roland' });
    expect(MASTER_SEED.brands[8]).toEqual({ id: 9, value: 'SLINGERLAND', clientId: 'slingerland' });
    expect(MASTER_SEED.cultureCodes.find((c) => c.value === 'en-JM')).toMatchObject({ id: 12 });
    expect(MASTER_SEED.cultureCodes.find((c) => c.value === 'ja-JP')).toMatchObject({
      id: 27,
      region: 'Japan',
    });
  });
});
