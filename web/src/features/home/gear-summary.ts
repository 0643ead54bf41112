import type { RegisteredProductResponse } from '@backstage/domain';

export interface GearSummary {
  count: number;
  /** The most recently registered product. */
  newest: RegisteredProductResponse | undefined;
  /** Registrations still waiting for serial, purchase date or method (docs/product.md#my-gear-list). */
  pending: number;
}

/** What the home shows of My Gear. */
export function gearSummary(gear: RegisteredProductResponse[]): GearSummary {
  const newest = gear.reduce<RegisteredProductResponse | undefined>(
    (best, item) => (!best || item.createDate > best.createDate ? item : best),
    undefined,
  );
  return { count: gear.length, newest, pending: gear.filter((item) => item.status === 'pending').length };
}
