import type { SupportRequest } from './request-schema';
import { ticketProductName } from './ticket';
import { isTicketRequest, type TicketRequest } from './ticket-request';

/** The form through which parts are bought (docs/product.md#parts-internal-access). */
export const PARTS_ORDER_FORM = 'parts_order_request';

/**
 * The product whose parts a request orders: the parts order form's product (or the name typed for Other), or
 * a ticket sent whole with the parts order as its request type; undefined when the request orders no parts.
 */
export function partsOrderProduct(request: SupportRequest | TicketRequest): string | undefined {
  if (isTicketRequest(request))
    return request.customFields.requestType === PARTS_ORDER_FORM
      ? request.customFields.productName || undefined
      : undefined;
  return request.form === PARTS_ORDER_FORM ? ticketProductName(request) || undefined : undefined;
}

/**
 * docs/product.md#parts-internal-access (spec §6 "Consumers cannot buy parts needing internal access", ADR 071):
 * parts of a product marked as needing internal access are fitted inside it by the maker's service network, so
 * only staff order them; a consumer is refused.
 */
export function mayOrderParts(product: { partsNeedInternalAccess: boolean }, orderer: { staff: boolean }) {
  return orderer.staff || !product.partsNeedInternalAccess;
}
