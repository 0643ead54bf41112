import type { RegisteredProductResponse, WarrantyResponse } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { apiOrderOf, visibleGear } from './visible-gear';

const unit = (id: number, warranty: WarrantyResponse) =>
  ({ id, warranty }) as unknown as RegisteredProductResponse;
const active = (endsOn: string): WarrantyResponse => ({
  status: 'active',
  endsOn,
  months: 12,
  extendedByRegistration: false,
});
const gear = [
  unit(1, { status: 'expired', endsOn: '2020-01-01', months: 12, extendedByRegistration: false }),
  unit(2, active('2028-03-12')),
  unit(3, { status: 'unknown', endsOn: null, months: 12, extendedByRegistration: false }),
  unit(4, active('2027-01-01')),
];

describe('My Gear by warranty (docs/product.md#my-gear-list)', () => {
  it('keeps only units in warranty when asked, in the list’s order', () => {
    expect(visibleGear(gear, 'purchaseDateDesc', true).map((r) => r.id)).toEqual([2, 4]);
    expect(visibleGear(gear, 'purchaseDateDesc', false).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('sorts by the warranty’s end itself, asking the API for its default order', () => {
    expect(visibleGear(gear, 'warrantyEndsFirst', false).map((r) => r.id)).toEqual([4, 2, 1, 3]);
    expect(apiOrderOf('warrantyEndsFirst')).toBe('purchaseDateDesc');
    expect(apiOrderOf('productNameAsc')).toBe('productNameAsc');
  });
});
