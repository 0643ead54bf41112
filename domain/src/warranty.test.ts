import { describe, expect, it } from 'vitest';
import {
  addMonthsToDay,
  compareWarranty,
  type WarrantyTerms,
  warrantyOf,
  warrantyReminderDue,
  warrantyTermsFor,
  warrantyTicketLine,
} from './warranty';

const terms = { months: 24, registrationBonusMonths: 12, registrationWindowDays: 90 };

describe('warranty (docs/product.md#warranty)', () => {
  it('ends the day before the same date the months later, held to the month’s end', () => {
    expect(addMonthsToDay('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToDay('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonthsToDay('2024-03-13', 24)).toBe('2026-03-13');
    const w = warrantyOf({ purchaseDate: '2026-03-13', registeredOn: '2026-09-01' }, terms, '2026-11-27');
    expect(w).toEqual({ status: 'active', endsOn: '2028-03-12', months: 24, extendedByRegistration: false });
  });

  it('adds the bonus months only for a registration within the window', () => {
    const inside = warrantyOf(
      { purchaseDate: '2026-01-01', registeredOn: '2026-04-01' },
      terms,
      '2026-11-27',
    );
    expect(inside).toMatchObject({ months: 36, endsOn: '2028-12-31', extendedByRegistration: true });
    const outside = warrantyOf(
      { purchaseDate: '2026-01-01', registeredOn: '2026-04-02' },
      terms,
      '2026-11-27',
    );
    expect(outside).toMatchObject({ months: 24, endsOn: '2027-12-31', extendedByRegistration: false });
    // A purchase date after the registration earns nothing (issue 42: the window had no lower bound).
    const after = warrantyOf({ purchaseDate: '2026-05-01', registeredOn: '2026-01-02' }, terms, '2026-11-27');
    expect(after).toMatchObject({ months: 24, endsOn: '2028-04-30', extendedByRegistration: false });
    const none = warrantyOf(
      { purchaseDate: '2026-01-01', registeredOn: '2026-01-02' },
      { ...terms, registrationBonusMonths: 0 },
      '2026-11-27',
    );
    expect(none.extendedByRegistration).toBe(false);
  });

  it('is active through its last day, expired after it, unknown without a purchase date', () => {
    const unit = { purchaseDate: '2024-03-13', registeredOn: '2025-01-01' };
    expect(warrantyOf(unit, terms, '2026-03-12').status).toBe('active');
    expect(warrantyOf(unit, terms, '2026-03-13').status).toBe('expired');
    expect(warrantyOf({ purchaseDate: null, registeredOn: '2025-01-01' }, terms, '2026-01-01')).toEqual({
      status: 'unknown',
      endsOn: null,
      months: 24,
      extendedByRegistration: false,
    });
    expect(warrantyOf(unit, undefined, '2024-03-13')).toMatchObject({ status: 'expired', months: 0 });
  });

  it('picks the category’s terms, else the brand’s', () => {
    const rows: WarrantyTerms[] = [
      { brand: 'BOSS', categoryId: null, ...terms },
      { brand: 'BOSS', categoryId: 12, ...terms, months: 60 },
    ];
    expect(warrantyTermsFor(rows, 'BOSS', 12)?.months).toBe(60);
    expect(warrantyTermsFor(rows, 'BOSS', 13)?.months).toBe(24);
    expect(warrantyTermsFor(rows, 'BOSS', null)?.months).toBe(24);
    expect(warrantyTermsFor(rows, 'DW', null)).toBeUndefined();
  });

  it('reminds within 30 days of the last day, only while active', () => {
    const w = warrantyOf({ purchaseDate: '2024-03-13', registeredOn: '2025-01-01' }, terms, '2026-02-10');
    expect(warrantyReminderDue(w, '2026-02-10')).toBe(true);
    expect(warrantyReminderDue(w, '2026-02-09')).toBe(false);
    const ended = warrantyOf({ purchaseDate: '2020-01-01', registeredOn: '2020-01-01' }, terms, '2026-01-01');
    expect(warrantyReminderDue(ended, '2026-01-01')).toBe(false);
  });

  it('orders running warranties by their end, then ended, then unknown, and says it on tickets', () => {
    const a = warrantyOf({ purchaseDate: '2026-01-01', registeredOn: '2026-06-01' }, terms, '2026-11-27');
    const b = warrantyOf({ purchaseDate: '2025-06-01', registeredOn: '2026-06-01' }, terms, '2026-11-27');
    const c = warrantyOf({ purchaseDate: '2020-01-01', registeredOn: '2026-06-01' }, terms, '2026-11-27');
    const d = warrantyOf({ registeredOn: '2026-06-01' }, terms, '2026-11-27');
    expect([d, c, a, b].sort(compareWarranty)).toEqual([b, a, c, d]);
    expect(warrantyTicketLine(b)).toBe('Warranty: in warranty until 2027-05-31');
    expect(warrantyTicketLine(c)).toBe('Warranty: ended 2021-12-31');
    expect(warrantyTicketLine(d)).toBe('Warranty: unknown (no purchase date)');
  });
});
