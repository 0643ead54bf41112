import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../accounts';
import type { RegisteredProduct } from './registered-product-view';

/** A registration of a unit another account holds (docs/product.md#unit-ownership, ADR 093). */
export interface OwnershipDispute {
  /** The claimant's registration, pending and disputed. */
  registration: RegisteredProduct;
  /** The current owner's registration: for support's eyes only, never shown to the claimant. */
  holderRegistrationId: number;
}

/** Where the claimant's request came from (the ticket's country falls back to its address's). */
export interface DisputeOrigin {
  ip: string;
  log: FastifyBaseLogger;
}

/**
 * Support's side of a dispute: the support module, which builds on this one, files the ticket (wired in
 * `app.ts`), so my-gear depends on no module above it.
 */
export interface DisputeDesk {
  fileDispute(claimant: UserRow, dispute: OwnershipDispute, origin: DisputeOrigin): Promise<void>;
}
