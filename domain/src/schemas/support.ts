import { OS_OPTIONS } from '../enums';
import { emailSchema } from './account';
import { MESSAGE_CODES, type MessageCode } from './messages';
import { purchaseDateSchema } from './product';
import { z } from './zod';

const text = (message: string) => z.string({ error: message }).trim().min(1, message);
const valid = (code: MessageCode, pattern: RegExp) => z.string({ error: code }).trim().regex(pattern, code);

/** support form fields (docs/product.md#support-validation) shared by the US and drum-brand forms. */
export const supportFields = {
  subject: text(MESSAGE_CODES.subjectRequired).max(200),
  question: text(MESSAGE_CODES.questionRequired).max(5000),
  comment: text(MESSAGE_CODES.commentRequired).max(5000),
  details: text(MESSAGE_CODES.detailsRequired).max(5000),
  email: emailSchema,
  name: valid(MESSAGE_CODES.nameInvalid, /^[^<>{}]{1,100}$/),
  phone: valid(MESSAGE_CODES.phoneNumberInvalid, /^\+?[0-9 ()-]{5,20}$/),
  address1: valid(MESSAGE_CODES.address1Invalid, /^.{1,200}$/),
  city: valid(MESSAGE_CODES.cityInvalid, /^[^<>{}]{1,100}$/),
  state: valid(MESSAGE_CODES.stateInvalid, /^[^<>{}]{1,100}$/),
  postalCode: valid(MESSAGE_CODES.postalCodeInvalid, /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/),
  zipCode: valid(MESSAGE_CODES.zipCodeInvalid, /^\d{5}(-\d{4})?$/),
  raNumber: valid(MESSAGE_CODES.raNumberInvalid, /^[A-Za-z0-9-]{1,30}$/),
  orderNumber: valid(MESSAGE_CODES.orderNumberInvalid, /^[A-Za-z0-9#-]{1,30}$/),
  description: valid(MESSAGE_CODES.descriptionInvalid, /^[\s\S]{1,2000}$/),
  quantity: valid(MESSAGE_CODES.quantityInvalid, /^[1-9]\d{0,3}$/),
  // Required on the drum-brand (DW) forms.
  brand: text(MESSAGE_CODES.brandRequired).max(100),
  productId: text(MESSAGE_CODES.productIdRequired).max(100),
  orderNumberRequired: text(MESSAGE_CODES.orderNumberRequired).max(30),
  purchaseDate: text(MESSAGE_CODES.purchaseDateRequired).pipe(purchaseDateSchema),
  computerOs: z.enum(OS_OPTIONS, { error: MESSAGE_CODES.computerOsRequired }),
  osVersion: text(MESSAGE_CODES.osVersionRequired).max(50),
  audioInterface: text(MESSAGE_CODES.audioInterfaceRequired).max(100),
  // Service request and parts order forms.
  agreeTerms: z.literal(true, { error: MESSAGE_CODES.agreeTerms }),
};

/** Product name is required when the chosen product is Other. */
export const productChoiceSchema = z
  .object({ product: z.string().min(1), otherProductName: z.string().trim().optional() })
  .refine((v) => v.product !== 'Other' || !!v.otherProductName, {
    path: ['otherProductName'],
    message: MESSAGE_CODES.productNameRequired,
  });

/** contact us (docs/product.md#cloud-contact) (cloud): all four fields required. */
export const contactUsSchema = z.object({
  contactName: text(MESSAGE_CODES.contactNameRequired).max(100),
  email: emailSchema,
  subject: text(MESSAGE_CODES.subjectRequired),
  details: text(MESSAGE_CODES.detailsRequired).max(5000),
});

/** docs/product.md#entitlement/docs/product.md#entitlement entitlement: a key (trimmed), or a hardware product plus its serial number. */
export const entitlementSchema = z.union([
  z.object({ key: text(MESSAGE_CODES.keyRequired).max(100) }),
  z.object({
    hardwareProduct: text(MESSAGE_CODES.hardwareProductRequired),
    serialCode: text(MESSAGE_CODES.serialRequired).max(50),
  }),
]);
