/** maintenance window (docs/product.md#maintenance-window) (UTC). */
export const MAINTENANCE_WINDOW = { start: '2019-07-30T02:45:00Z', end: '2019-07-30T09:00:00Z' } as const;

/** True while `now` lies inside the maintenance window (start inclusive, end exclusive). */
export function isInMaintenance(now: Date, window = MAINTENANCE_WINDOW): boolean {
  const t = now.getTime();
  return t >= Date.parse(window.start) && t < Date.parse(window.end);
}
