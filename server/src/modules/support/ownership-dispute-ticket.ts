import { type Brand, isBrand, TICKET_FORM, type TicketRequest } from '@backstage/domain';
import type { Deps } from '../../deps';
import type { UserRow } from '../accounts';
import type { GeoLookup } from '../geo';
import type { DisputeOrigin, OwnershipDispute } from '../my-gear';
import { createSupportRequest } from './ticket-service';

/** The tag support's queue finds disputes by (docs/product.md#unit-ownership). */
export const OWNERSHIP_DISPUTE_TAG = 'ownership_dispute';

/**
 * The ticket of a dispute (docs/product.md#unit-ownership, ADR 093), in the claimant's name: the unit, both
 * registrations by number (staff look the owner up; the claimant is never told who it is), and how it
 * settles. The claimant gets the usual confirmation with the reply-time promise.
 */
export function disputeTicket(claimant: UserRow, dispute: OwnershipDispute): TicketRequest {
  const { registration } = dispute;
  const unit = `${registration.product.name} (${registration.product.modelCode}), serial ${registration.serialCode}`;
  const brand: Brand = isBrand(claimant.brand) ? claimant.brand : 'ROLAND';
  return {
    form: TICKET_FORM,
    type: 'question',
    brand,
    subject: `Ownership dispute: ${registration.product.name} ${registration.serialCode}`,
    body: [
      `This account registered the ${unit}, which another account holds. The registration is kept pending, with no warranty, until support settles who owns the unit.`,
      `Claimant's registration: #${registration.id}, purchase date ${registration.purchaseDate ?? 'not given'}, registered ${registration.createDate.slice(0, 10)}.`,
      `Current owner's registration: #${dispute.holderRegistrationId}. The current owner was mailed that another account registered the unit, without this account's details.`,
      'It settles when the current owner hands the unit on or unregisters it (this registration then completes with Continue), or when this account unregisters its registration.',
    ].join('\n\n'),
    tags: [OWNERSHIP_DISPUTE_TAG],
    customFields: { productName: registration.product.name, requestType: OWNERSHIP_DISPUTE_TAG },
  };
}

/** Files the dispute on the support desk (built in, or Zendesk with its configuration). */
export async function fileOwnershipDispute(
  deps: Deps,
  geo: GeoLookup,
  claimant: UserRow,
  dispute: OwnershipDispute,
  origin: DisputeOrigin,
): Promise<void> {
  await createSupportRequest(deps, claimant, disputeTicket(claimant, dispute), { geo, ...origin });
}
