import { BRANDS } from '../brands';
import { DW_SUPPORT_TABS } from '../routes';
import { MESSAGE_CODES } from '../schemas/messages';
import { purchaseDateSchema } from '../schemas/product';
import { contactUsSchema, supportFields } from '../schemas/support';
import { z } from '../schemas/zod';
import type { SupportField } from './fields';
import { formFields, SUPPORT_FORMS, type SupportForm } from './forms';
import { type TicketRequest, ticketRequestSchema } from './ticket-request';

const text = (code: keyof typeof MESSAGE_CODES, max: number) =>
  z.string({ error: MESSAGE_CODES[code] }).trim().min(1, MESSAGE_CODES[code]).max(max);
const free = (max: number) => z.string().trim().min(1).max(max);
// The drum brands' forms are their support tabs.
const DRUM_FORMS: readonly SupportForm[] = DW_SUPPORT_TABS;

/** Each field's rule when required (docs/product.md#support-validation). */
function fieldSchema(field: SupportField, form: SupportForm): z.ZodType {
  const drum = DRUM_FORMS.includes(form);
  switch (field) {
    case 'subject':
    case 'question':
    case 'comment':
    case 'details':
    case 'description':
    case 'email':
    case 'name':
    case 'phone':
    case 'city':
    case 'quantity':
    case 'raNumber':
    case 'zipCode':
    case 'postalCode':
    case 'computerOs':
    case 'osVersion':
    case 'audioInterface':
    case 'productId':
    case 'agreeTerms':
      return supportFields[field];
    case 'orderNumber':
      // Drum-brand forms say "Order Number is required"; the US order status form "… must be valid".
      return drum ? supportFields.orderNumberRequired : supportFields.orderNumber;
    case 'purchaseDate':
      return drum ? supportFields.purchaseDate : text('purchaseDateInvalid', 10).pipe(purchaseDateSchema);
    case 'contactName':
      return contactUsSchema.shape.contactName;
    case 'productBrand':
      return supportFields.brand;
    case 'product':
      return text('productRequired', 200);
    case 'addressLine1':
      return supportFields.address1;
    case 'stateProvince':
      return supportFields.state;
    case 'partsDescription':
      return supportFields.description;
    case 'serialCode':
      return text('serialRequired', 50);
    case 'purchasingMethod':
      return text('purchaseMethodRequired', 100);
    case 'purchasedDealer':
      return z
        .string({ error: MESSAGE_CODES.purchaseDealerInvalid })
        .trim()
        .regex(/^[^<>{}]{1,200}$/, MESSAGE_CODES.purchaseDealerInvalid);
    case 'otherProductName':
      return text('productNameRequired', 200);
    case 'productDescription':
    case 'productCategory':
    case 'addressLine2':
    case 'addressLine3':
      return free(200);
  }
}

// An optional field left empty in a form arrives as "" and counts as absent.
const optional = (schema: z.ZodType) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

function fieldsShape(form: SupportForm): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const { field, required } of formFields(form)) {
    shape[field] = required ? fieldSchema(field, form) : optional(fieldSchema(field, form));
  }
  return shape;
}

function formSchema(form: SupportForm) {
  return z.object({
    form: z.literal(form),
    brand: z.enum(BRANDS).describe('The portal brand the request was sent from'),
    registeredProductId: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'The caller’s registered product the request is about: the ticket says where its warranty stands',
      ),
    ...fieldsShape(form),
  });
}

const productOther = (value: Record<string, unknown>) =>
  value.product !== 'Other' || !!value.otherProductName;

/**
 * `POST zendesk/request/` (docs/product.md#support-calls): one support form's fields, flat, with the form id
 * and the portal brand. Product name is required when the product is Other.
 */
export type SupportRequest = {
  form: SupportForm;
  brand: (typeof BRANDS)[number];
  registeredProductId?: number;
} & Partial<Record<SupportField, string | boolean>>;
const formSchemas = SUPPORT_FORMS.map((form) => formSchema(form));
export const supportRequestSchema = z
  .discriminatedUnion('form', formSchemas as unknown as [ReturnType<typeof formSchema>])
  .refine(productOther, {
    path: ['otherProductName'],
    message: MESSAGE_CODES.productNameRequired,
  }) as unknown as z.ZodType<SupportRequest>;

/**
 * The body of `POST zendesk/request/`: a portal form (with its `form`), or a ticket sent whole in the spec's
 * shape (no `form`, docs/product.md#support-calls).
 */
export const supportCallSchema = z
  .discriminatedUnion('form', [
    ...(formSchemas as unknown as [ReturnType<typeof formSchema>]),
    ticketRequestSchema,
  ])
  .refine(productOther, {
    path: ['otherProductName'],
    message: MESSAGE_CODES.productNameRequired,
  }) as unknown as z.ZodType<SupportRequest | TicketRequest>;

/** The fields of one form (the web validates the form on screen with it; form and brand are added on sending). */
export function supportFormSchema(form: SupportForm) {
  return z.object(fieldsShape(form)).refine(productOther, {
    path: ['otherProductName'],
    message: MESSAGE_CODES.productNameRequired,
  });
}

/** A staff member's answer to a ticket, and the status it leaves the ticket in (default pending: awaiting the requester). */
export const ticketAnswerSchema = z.object({
  body: z
    .string({ error: MESSAGE_CODES.commentRequired })
    .trim()
    .min(1, MESSAGE_CODES.commentRequired)
    .max(10000),
  status: z.enum(['open', 'pending', 'solved']).default('pending'),
});
export type TicketAnswer = z.infer<typeof ticketAnswerSchema>;

/** `POST zendesk/sso` (docs/product.md#help-centre): the id token, where to go in the help centre, the brand (for its failure text). */
export const helpCenterSsoSchema = z.object({
  idToken: z.string().min(1).max(8192),
  returnTo: z.string().max(2000).optional(),
  brand: z.enum(BRANDS).optional(),
  /** The optional product fields of the help-centre sign-in: handed to the help centre as user fields. */
  product: optional(z.string().trim().max(200)) as z.ZodType<string | undefined>,
  serialCode: optional(z.string().trim().max(50)) as z.ZodType<string | undefined>,
});
export type HelpCenterSsoInput = z.input<typeof helpCenterSsoSchema>;
export const helpCenterSsoResponseSchema = z.object({ redirectUrl: z.string() });
export type HelpCenterSsoResponse = z.infer<typeof helpCenterSsoResponseSchema>;
