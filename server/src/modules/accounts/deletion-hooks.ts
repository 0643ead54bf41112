import type { Queryable } from '../../db/db';

/**
 * What accounts asks other modules before deleting an account (docs/product.md#account-deletion). The rule
 * for an active subscription lives with the billing engine, on its clock (`cloud/`); `app.ts` hands it in,
 * so accounts depends on no module above it (docs/decisions/015-import-boundaries.md).
 */
export interface DeletionHooks {
  /** True while the user has a subscription that blocks deletion ("Accounts with active subscriptions …"). */
  hasActiveSubscription(userId: string): Promise<boolean>;
  /**
   * Runs in the deletion's transaction, before the user row goes: records kept past the account (cloud billing
   * history, docs/decisions/040-billing-history-outlives-deleted-accounts.md) lose what names the person, and
   * what must hold for the address after it (the free trial's use, ADR 061) is kept as a keyed hash.
   */
  anonymize(db: Queryable, user: { id: string; email: string }): Promise<void>;
}

/** Without the cloud module nothing blocks deletion and nothing is kept. */
export const noDeletionHooks: DeletionHooks = {
  hasActiveSubscription: async () => false,
  anonymize: async () => {},
};
