import { type Brand, isDrumBrand } from '../brands';
import { PARTS_ORDER_ACK_HOURS, SUPPORT_REPLY_AIM_HOURS } from '../constants';
import { DW_SUPPORT_TABS, SUPPORT_TABS } from '../routes';
import type { SupportField } from './fields';

/** ContactUs, `/contact-us` (docs/product.md#contact-us): a form of its own screen, not a support tab. */
export const CONTACT_US_FORM = 'contact_us';
/** A support tab that is a form (docs/product.md#support-tabs), or the contact-us form. */
export type SupportForm =
  | (typeof SUPPORT_TABS)[number]
  | (typeof DW_SUPPORT_TABS)[number]
  | typeof CONTACT_US_FORM;
export const SUPPORT_FORMS: readonly SupportForm[] = [...SUPPORT_TABS, ...DW_SUPPORT_TABS, CONTACT_US_FORM];

/** A field of a form; a trailing `?` marks it optional. */
type FieldSpec = SupportField | `${SupportField}?`;

export interface SupportFormDefinition {
  id: SupportForm;
  /** Zendesk ticket type (docs/product.md#tickets). */
  type: 'service_request' | 'question';
  /** The form's name in English: the ticket subject when the form has no subject field. */
  title: string;
  fields: readonly FieldSpec[];
}

const product = ['product', 'otherProductName?'] as const;
const contact = ['name', 'email', 'phone?'] as const;
const address = [
  'addressLine1',
  'addressLine2?',
  'addressLine3?',
  'city',
  'stateProvince',
  'postalCode',
] as const;

const FORMS: readonly SupportFormDefinition[] = [
  {
    id: 'service_request',
    type: 'service_request',
    title: 'Service request',
    // docs/product.md#support-forms: address lines are optional and printed only when given.
    fields: [
      ...product,
      'serialCode',
      'purchaseDate',
      'purchasingMethod',
      'purchasedDealer',
      'name',
      'email',
      'phone',
      'question',
      'postalCode',
      'stateProvince',
      'city',
      'addressLine1?',
      'addressLine2?',
      'addressLine3?',
      'agreeTerms',
    ],
  },
  {
    id: 'parts_order_request',
    type: 'service_request',
    title: 'Parts order request',
    fields: [...product, 'partsDescription', 'quantity', 'name', 'email', 'phone', ...address, 'agreeTerms'],
  },
  {
    id: 'repair_status',
    type: 'question',
    title: 'Repair status',
    fields: ['raNumber', ...contact, 'comment'],
  },
  {
    id: 'order_status',
    type: 'question',
    title: 'Order status',
    fields: ['orderNumber', ...contact, 'comment'],
  },
  {
    id: 'pre_sales_advice',
    type: 'question',
    title: 'Pre-sales advice',
    fields: ['subject', ...product, 'question', ...contact, 'zipCode'],
  },
  {
    id: 'book_a_demo',
    type: 'question',
    title: 'Book a demo',
    fields: [...product, ...contact, 'city', 'stateProvince', 'postalCode', 'comment?'],
  },
  {
    id: 'product_aftercare',
    type: 'question',
    title: 'Product aftercare',
    fields: ['subject', ...product, 'serialCode?', 'purchaseDate?', 'question', ...contact],
  },
  {
    id: 'product_support',
    type: 'question',
    title: 'Product support',
    fields: ['subject', ...product, 'serialCode?', 'purchaseDate?', 'question', ...contact],
  },
  {
    id: 'product_repair',
    type: 'service_request',
    title: 'Product repair',
    fields: [...product, 'serialCode', 'purchaseDate?', 'description', 'name', 'email', 'phone', ...address],
  },
  {
    id: 'spare_parts_enquiry',
    type: 'question',
    title: 'Spare parts enquiry',
    fields: [...product, 'partsDescription', 'quantity', ...contact, 'comment?'],
  },
  {
    id: 'email_support',
    type: 'question',
    title: 'Email support',
    fields: ['subject', 'product?', 'otherProductName?', 'question', 'name', 'email'],
  },
  {
    id: 'dw_product_support',
    type: 'question',
    title: 'Product support',
    fields: ['subject', 'productId', 'productDescription?', 'purchaseDate', 'question', ...contact],
  },
  {
    id: 'dwe_product_support',
    type: 'question',
    title: 'DWe / DW Soundworks support',
    fields: [
      'subject',
      'productId',
      'purchaseDate',
      'computerOs',
      'osVersion',
      'audioInterface',
      'question',
      ...contact,
    ],
  },
  {
    id: 'dw_order_support',
    type: 'question',
    title: 'Order support',
    fields: ['subject', 'orderNumber', 'comment', ...contact],
  },
  {
    id: 'dw_service_inquiry',
    type: 'question',
    title: 'Returns, repairs and warranty',
    fields: [
      'subject',
      'productBrand',
      'productId',
      'orderNumber',
      'purchaseDate',
      'description',
      'name',
      'email',
      'phone',
    ],
  },
  {
    id: 'dw_service_request',
    type: 'service_request',
    title: 'Service request',
    fields: [
      'productBrand',
      'productId',
      'purchaseDate',
      'orderNumber?',
      'description',
      'name',
      'email',
      'phone',
      ...address,
      'agreeTerms',
    ],
  },
  {
    id: 'dw_brands_product_support',
    type: 'question',
    title: 'Product support',
    fields: ['subject', 'productBrand', 'productId', 'question', ...contact],
  },
  {
    id: CONTACT_US_FORM,
    type: 'question',
    title: 'Contact us',
    // docs/product.md#contact-us: contact name, email, subject, details.
    fields: ['contactName', 'email', 'subject', 'details'],
  },
];

/** The definition of a support form. */
export function supportForm(id: SupportForm): SupportFormDefinition {
  return FORMS.find((form) => form.id === id)!;
}

/** A form's fields with whether each is required. */
export function formFields(id: SupportForm): { field: SupportField; required: boolean }[] {
  return supportForm(id).fields.map((spec) => ({
    field: spec.replace(/\?$/, '') as SupportField,
    required: !spec.endsWith('?'),
  }));
}

/**
 * The support tabs a brand shows (docs/product.md#support-tabs): the US forms for Roland, BOSS, PROAV and
 * RVS; the drum-brand forms otherwise. DW and its Drum Shop sell DW drums and DWe, so they get both DW product
 * forms; PDP, LP and Slingerland ask through the family-brands product form instead.
 */
export function supportTabsFor(brand: Brand): readonly SupportForm[] {
  if (!isDrumBrand(brand)) return SUPPORT_TABS;
  if (brand === 'DW' || brand === 'DRUMSHOP') return DW_SUPPORT_TABS;
  return DW_SUPPORT_TABS.filter((tab) => tab !== 'dw_product_support' && tab !== 'dwe_product_support');
}

/** docs/product.md#support-times: parts orders are acknowledged within 72 hours; others aim at 48 working hours. */
export function replyPromise(id: string): { hours: number; kind: 'working' | 'acknowledge' } {
  return id === 'parts_order_request'
    ? { hours: PARTS_ORDER_ACK_HOURS, kind: 'acknowledge' }
    : { hours: SUPPORT_REPLY_AIM_HOURS, kind: 'working' };
}

/** Pages of the Support route that are not form tabs: my requests, the thank-you page and the knowledge base. */
export const SUPPORT_PAGES = ['requests', 'thank_you', 'knowledge_base'] as const;
