import { BRAND_LABELS, type Brand } from '../brands';
import { normalizeTag } from '../tags';
import { orderTicketAddress } from '../ticket-address';
import { type Warranty, warrantyTicketLine } from '../warranty';
import { ADDRESS_FIELDS, SUPPORT_FIELD_LABELS, type SupportField } from './fields';
import { formFields, supportForm } from './forms';
import type { SupportRequest } from './request-schema';
import type { TicketRequest } from './ticket-request';

/** A support request as a help-desk ticket (docs/product.md#tickets). */
export interface SupportTicket {
  type: 'service_request' | 'question';
  subject: string;
  body: string;
  tags: string[];
  customFields: { productName: string; requestType: string; country: string };
  brand: Brand;
}

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The product a request is about: the chosen product, the other product's name, or the product ID. */
export function ticketProductName(request: SupportRequest): string {
  const { product, otherProductName, productId } = request;
  if (product === 'Other' && present(otherProductName)) return otherProductName.trim();
  if (present(product)) return product.trim();
  return present(productId) ? productId.trim() : '';
}

/**
 * The ticket for a request: every field that was filled in, labelled, in the form's order; the address as
 * one block in the country's order (postal code first when `postalFirst`, docs/product.md#address-order);
 * tags normalised (docs/product.md#tickets); the warranty's line and tag when the request names a registered
 * product (docs/product.md#warranty).
 */
export function buildSupportTicket(
  request: SupportRequest,
  options: { country: string; postalFirst: boolean; warranty?: Warranty },
): SupportTicket {
  const form = supportForm(request.form);
  const fields = formFields(request.form).map(({ field }) => field);
  const isAddress = (field: SupportField) => (ADDRESS_FIELDS as readonly SupportField[]).includes(field);
  const lines: string[] = [];
  for (const field of fields) {
    if (isAddress(field) || field === 'subject' || field === 'agreeTerms') continue;
    if (field === 'otherProductName' && request.product !== 'Other') continue;
    const value = request[field];
    if (present(value)) lines.push(`${SUPPORT_FIELD_LABELS[field]}: ${value.trim()}`);
  }
  const address = orderTicketAddress(
    {
      addressLine1: str(request.addressLine1),
      addressLine2: str(request.addressLine2),
      addressLine3: str(request.addressLine3),
      city: str(request.city),
      stateProvince: str(request.stateProvince),
      postalCode: str(request.postalCode) ?? str(request.zipCode),
    },
    options.postalFirst,
  );
  if (address.length > 0) lines.push(`Address:\n${address.join('\n')}`);
  if (request.agreeTerms === true) lines.push(SUPPORT_FIELD_LABELS.agreeTerms);
  // docs/product.md#warranty: a request about a registered product says where its warranty stands.
  if (options.warranty) lines.push(warrantyTicketLine(options.warranty));
  const productName = ticketProductName(request);
  const subject = present(request.subject)
    ? request.subject.trim()
    : [form.title, productName].filter(Boolean).join(': ');
  const tags = [request.brand, form.id, form.type, 'backstage'];
  if (present(request.productBrand)) tags.push(request.productBrand);
  if (options.warranty?.status === 'active') tags.push('in_warranty');
  return {
    type: form.type,
    subject,
    body: lines.join('\n'),
    tags: [...new Set(tags.map(normalizeTag))],
    customFields: { productName, requestType: form.id, country: options.country },
    brand: request.brand,
  };
}

/** Replaces the `{product}` brand option of the drum forms with the portal brand's name. */
export function drumBrandOption(option: string, brand: Brand): string {
  return option === '{product}' ? BRAND_LABELS[brand] : option;
}

function str(value: unknown): string | undefined {
  return present(value) ? value : undefined;
}

/** A ticket sent whole (docs/product.md#support-calls): as given, the country the requester's when not given. */
export function ticketOfRequest(request: TicketRequest, options: { country: string }): SupportTicket {
  const { productName, requestType, country } = request.customFields;
  return {
    type: request.type,
    subject: request.subject,
    body: request.body,
    tags: request.tags,
    customFields: {
      productName: productName ?? '',
      requestType: requestType ?? request.type,
      country: country ?? options.country,
    },
    brand: request.brand,
  };
}
