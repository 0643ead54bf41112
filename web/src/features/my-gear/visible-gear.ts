import type { RegisteredProductResponse } from '@backstage/domain';
import {
  compareWarranty,
  DEFAULT_MY_GEAR_SORT,
  inWarranty,
  MY_GEAR_SORT_METHODS,
  type MyGearSortMethod,
} from '@backstage/domain';

/** My Gear's orders: the API's four, and "warranty ending first" on the list already loaded (docs/product.md#my-gear-list). */
export const GEAR_ORDERS = [...MY_GEAR_SORT_METHODS, 'warrantyEndsFirst'] as const;
export type GearOrder = (typeof GEAR_ORDERS)[number];

/** The order the API is asked for: its own, or its default when the app sorts by warranty itself. */
export const apiOrderOf = (order: GearOrder): MyGearSortMethod =>
  order === 'warrantyEndsFirst' ? DEFAULT_MY_GEAR_SORT : order;

/** The cards shown: only units in warranty when asked, sorted by warranty end when asked. */
export function visibleGear(
  registrations: readonly RegisteredProductResponse[],
  order: GearOrder,
  onlyInWarranty: boolean,
): RegisteredProductResponse[] {
  const kept = onlyInWarranty ? registrations.filter((r) => inWarranty(r.warranty)) : [...registrations];
  return order === 'warrantyEndsFirst' ? kept.sort((a, b) => compareWarranty(a.warranty, b.warranty)) : kept;
}
