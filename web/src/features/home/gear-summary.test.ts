import type { RegisteredProductResponse } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { gearSummary } from './gear-summary';

const gear = (
  id: number,
  createDate: string,
  status: 'pending' | 'registered',
): RegisteredProductResponse => ({
  id,
  product: {
    id,
    slug: `p-${id}`,
    name: `Model ${id}`,
    modelCode: `M${id}`,
    brand: { value: 'BOSS' },
    partsNeedInternalAccess: false,
  },
  status,
  createDate,
  warranty: { status: 'unknown', endsOn: null, months: 12, extendedByRegistration: false },
  answerInfos: [],
});

describe('my gear at a glance', () => {
  it('counts the gear, picks the newest registration and counts the pending ones', () => {
    const summary = gearSummary([
      gear(1, '2026-01-01T00:00:00Z', 'registered'),
      gear(2, '2026-03-01T00:00:00Z', 'pending'),
      gear(3, '2026-02-01T00:00:00Z', 'pending'),
    ]);
    expect(summary).toMatchObject({ count: 3, pending: 2 });
    expect(summary.newest?.id).toBe(2);
  });

  it('has no newest without gear', () => {
    expect(gearSummary([])).toEqual({ count: 0, newest: undefined, pending: 0 });
  });
});
