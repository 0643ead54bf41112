import { z } from 'zod';
import { OS_OPTIONS } from '../enums';
import { emailSchema } from './account';
import { MESSAGES, mustBeValid } from './messages';
import { purchaseDateSchema } from './product';

const text = (message: string) => z.string({ error: message }).trim().min(1, message);
const valid = (field: string, pattern: RegExp) => z.string().trim().regex(pattern, mustBeValid(field));

/** Spec §5 support form fields shared by the US and drum-brand forms. */
export const supportFields = {
  subject: text(MESSAGES.subjectRequired).max(200),
  question: text(MESSAGES.questionRequired).max(5000),
  comment: text(MESSAGES.commentRequired).max(5000),
  email: emailSchema,
  name: valid('Name', /^[^<>{}]{1,100}$/),
  phone: valid('Phone number', /^\+?[0-9 ()-]{5,20}$/),
  address1: valid('Address 1', /^.{1,200}$/),
  city: valid('City', /^[^<>{}]{1,100}$/),
  state: valid('State', /^[^<>{}]{1,100}$/),
  postalCode: valid('Postal code', /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/),
  zipCode: valid('ZIP code', /^\d{5}(-\d{4})?$/),
  raNumber: valid('RA Number', /^[A-Za-z0-9-]{1,30}$/),
  orderNumber: valid('Order Number', /^[A-Za-z0-9#-]{1,30}$/),
  description: valid('Description', /^[\s\S]{1,2000}$/),
  quantity: valid('Quantity', /^[1-9]\d{0,3}$/),
  // Required on the drum-brand (DW) forms.
  brand: text(MESSAGES.brandRequired).max(100),
  productId: text(MESSAGES.productIdRequired).max(100),
  orderNumberRequired: text(MESSAGES.orderNumberRequired).max(30),
  purchaseDate: text(MESSAGES.purchaseDateRequired).pipe(purchaseDateSchema),
  computerOs: z.enum(OS_OPTIONS, { error: MESSAGES.computerOsRequired }),
  osVersion: text(MESSAGES.osVersionRequired).max(50),
  audioInterface: text(MESSAGES.audioInterfaceRequired).max(100),
  // Service request and parts order forms.
  agreeTerms: z.literal(true, { error: MESSAGES.agreeTerms }),
};

/** Product name is required when the chosen product is Other. */
export const productChoiceSchema = z
  .object({ product: z.string().min(1), otherProductName: z.string().trim().optional() })
  .refine((v) => v.product !== 'Other' || !!v.otherProductName, {
    path: ['otherProductName'],
    message: MESSAGES.productNameRequired,
  });

/** Spec §5 contact us (cloud): all four fields required. */
export const contactUsSchema = z.object({
  contactName: text(MESSAGES.contactNameRequired).max(100),
  email: emailSchema,
  subject: text(MESSAGES.subjectRequired),
  details: text(MESSAGES.detailsRequired).max(5000),
});

/** Spec §3/§5 entitlement: a key (trimmed), or a hardware product plus its serial number. */
export const entitlementSchema = z.union([
  z.object({ key: text(MESSAGES.keyRequired).max(100) }),
  z.object({
    hardwareProduct: text(MESSAGES.hardwareProductRequired),
    serialNumber: text(MESSAGES.serialRequired).max(50),
  }),
]);
