import { describe, expect, it } from 'vitest';
import { purchaseDateFormSchema, staffActionFormSchema } from './staff-action-schema';

const message = (reason: string) => staffActionFormSchema.safeParse({ reason }).error?.issues[0]?.message;

describe("a staff action's reason (3-500 characters)", () => {
  it('refuses fewer than 3 characters, spaces not counted', () => {
    expect(message('  ab  ')).toBe('staffReasonLength');
    expect(message('abc')).toBeUndefined();
  });

  it('refuses more than 500 characters', () => {
    expect(message('x'.repeat(500))).toBeUndefined();
    expect(message('x'.repeat(501))).toBe('staffReasonLength');
  });
});

describe('a purchase-date correction (docs/product.md#staff-actions)', () => {
  const problem = (purchaseDate: string) =>
    purchaseDateFormSchema.safeParse({ reason: 'Receipt checked, ticket #42.', purchaseDate }).error
      ?.issues[0]?.message;

  it('takes a past day, refusing none, a day to come and a day that does not exist', () => {
    expect(problem('2025-05-01')).toBeUndefined();
    expect(problem('')).toBe('purchaseDateInvalid');
    expect(problem('2999-01-01')).toBe('purchaseDateInvalid');
    expect(problem('2025-02-30')).toBe('purchaseDateInvalid');
  });
});
