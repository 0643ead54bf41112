/**
 * What accounts asks other modules before deleting an account (docs/product.md#account-deletion). The rule
 * for an active subscription lives with the billing engine, on its clock (`cloud/`); `app.ts` hands it in,
 * so accounts depends on no module above it (docs/decisions/015-import-boundaries.md).
 */
export interface DeletionHooks {
  /** True while the user has a subscription that blocks deletion ("Accounts with active subscriptions …"). */
  hasActiveSubscription(userId: string): Promise<boolean>;
}

/** Without the cloud module nothing blocks deletion. */
export const noDeletionHooks: DeletionHooks = { hasActiveSubscription: async () => false };
