import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS_SHORT,
  GENDERS,
  INTERESTS,
  PHONE_TYPES,
  PURCHASE_METHODS,
  SUBSCRIPTION_SOURCE,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_TYPE,
  USER_PRODUCT_TYPE,
} from './enums';

describe('enumerations (docs/product.md#enumerations)', () => {
  it('lists the spec values', () => {
    expect(GENDERS.map((g) => g.value)).toEqual(['Male', 'Female', 'Prefer not to say']);
    expect(PHONE_TYPES.map((p) => p.value)).toEqual(['Mobile', 'Home', 'Work']);
    expect(PURCHASE_METHODS.map((p) => p.value)).toEqual([
      'In a store',
      'Online',
      'Catalog/Phone Order',
      'Secondhand',
    ]);
    expect(INTERESTS).toHaveLength(12);
    expect(INTERESTS[0]).toEqual({ id: 1, value: 'Pianos' });
    expect(SUBSCRIPTION_TYPE.Partner).toBe(4);
    expect(SUBSCRIPTION_STATUS.NonRenew).toBe(8);
    expect(SUBSCRIPTION_TYPE).toEqual({ None: 0, Standard: 1, Trial: 2, Free: 3, Partner: 4 });
    expect(USER_PRODUCT_TYPE).toEqual({ Rule: 0, Key: 1, Other: 2 });
    expect(SUBSCRIPTION_STATUS.Trial).toBe(1);
    expect(SUBSCRIPTION_SOURCE.FastSpring).toBe(5);
    expect(CANCEL_REASONS_SHORT).toEqual(['instruments', 'quality', 'financial', 'disuse']);
    expect(INTERESTS.map((i) => i.value)).toEqual([
      'Pianos',
      'Synthesizers',
      'Keyboards & Modules',
      'Guitar & BOSS',
      'Drums & Percussion',
      'Recording & Production',
      'Amplifiers',
      'Organs & Classic Series',
      'Dance & DJ',
      'Vocals',
      'Accordions',
      'Wind Instruments',
    ]);
  });
});
