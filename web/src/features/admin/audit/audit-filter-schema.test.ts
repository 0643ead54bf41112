import { describe, expect, it } from 'vitest';
import { auditFilterFormSchema, filtersOf } from './audit-filter-schema';

const empty = { customer: '', staff: '', action: '', from: '', to: '' } as const;
const ID = '0b0e6a52-4f55-4d8c-9a3e-1f6a2f0c0d11';

describe('the audit log’s filter form (docs/product.md#staff-audit)', () => {
  it('sends an account typed as its id by id, anything else by address, and leaves empty fields out', () => {
    expect(filtersOf(empty)).toEqual({});
    expect(filtersOf({ ...empty, customer: ` ${ID} `, staff: 'kenji.mori@roland.com' })).toEqual({
      userId: ID,
      staffEmail: 'kenji.mori@roland.com',
    });
    expect(
      filtersOf({ ...empty, customer: 'aiko@', action: 'unlock', from: '2026-03-01', to: '2026-03-10' }),
    ).toEqual({ userEmail: 'aiko@', action: 'unlock', from: '2026-03-01', to: '2026-03-10' });
  });

  it('checks the days by the server’s rules: a whole date, the last day not before the first', () => {
    const messages = (values: object) =>
      auditFilterFormSchema
        .safeParse({ ...empty, ...values })
        .error?.issues.map((i) => `${i.path} ${i.message}`);
    expect(messages({ from: '2026-03-10', to: '2026-03-10' })).toBeUndefined();
    expect(messages({ to: '2026-03-10' })).toBeUndefined();
    // A partly typed date (lib/ui/date-field.tsx holds it as 'invalid').
    expect(messages({ from: 'invalid' })).toEqual(['from auditDateInvalid']);
    expect(messages({ from: '2026-03-11', to: '2026-03-10' })).toEqual(['to auditDateOrder']);
  });
});
