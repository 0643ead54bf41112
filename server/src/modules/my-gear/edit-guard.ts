/**
 * What else may hold a registration still (docs/product.md#gear-transfer): the gear-transfers module, which
 * builds on this one, answers through this hook (wired in `app.ts`), so my-gear depends on no module above it.
 */
export interface RegistrationHolds {
  /** Whether an open transfer offers the unit to someone: its registration is frozen until it closes. */
  isBeingHandedOn(registeredProductId: number): Promise<boolean>;
}
