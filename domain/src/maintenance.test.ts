import { describe, expect, it } from 'vitest';
import { isInMaintenance } from './maintenance';

describe('maintenance window (docs/product.md#maintenance-window)', () => {
  it('knows the maintenance window', () => {
    expect(isInMaintenance(new Date('2019-07-30T02:45:00Z'))).toBe(true);
    expect(isInMaintenance(new Date('2019-07-30T08:59:59Z'))).toBe(true);
    expect(isInMaintenance(new Date('2019-07-30T09:00:00Z'))).toBe(false);
    expect(isInMaintenance(new Date('2019-07-30T02:44:59Z'))).toBe(false);
  });
});
