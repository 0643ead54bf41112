/**
 * Validation messages by code (docs/product.md#validation-messages: its texts verbatim; the others ours, in
 * its style). The en-US text here is the source catalogue: the web app words each code in the interface
 * language (its `validation` i18n namespace), and the API answers with this text plus the code.
 */
export const MESSAGES = {
  passwordMismatch: 'Passwords don’t match.',
  passwordRule: 'Use at least 8 characters with a lowercase letter, an uppercase letter and a digit.',
  passwordTooLong: 'Use at most 128 characters.',
  passwordCommon: 'This password is too common. Choose a less common one.',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneticFirstNameRequired: 'Phonetic first name is required',
  phoneticLastNameRequired: 'Phonetic last name is required',
  agreeTerms: 'Please agree to the terms of use and privacy policy.',
  serialLength: 'Serial number must be 7 to 8 characters',
  purchaseDateInvalid: 'Purchase date must be a valid date',
  phoneNumberAndType: 'Phone number and phone type are required together',
  maxPhones: 'You can add up to 3 phone numbers',
  countryRequired: 'Country is required',
  regionRequired: 'Region is required',
  languageRequired: 'Language is required',
  sameEmail: 'The new email is the same as the current email.',
  emailMismatch: 'Email mismatch',
  currentPasswordRequired: 'Current password is required',
  passwordRequired: 'Password is required',
  subjectRequired: 'Subject is required',
  questionRequired: 'Question is required',
  productNameRequired: 'Product name is required',
  commentRequired: 'Comment is required',
  contactNameRequired: 'Contact Name is required',
  detailsRequired: 'Details is required',
  keyRequired: 'Key is required',
  serialRequired: 'Serial number is required',
  hardwareProductRequired: 'Hardware Product is required',
  answerRequired: 'Answer is required',
  cancelReasonRequired: 'Please choose a reason',
  cancelDetailsRequired: 'Please tell us more',
  staffReasonLength: 'Give a reason of 3 to 500 characters.',
  // The audit log's date range (docs/product.md#staff-audit).
  auditDateInvalid: 'Enter a complete, valid date.',
  auditDateOrder: 'The last day cannot be before the first day.',
  offerRequired: 'Offer is required',
  codeRequired: 'Code is required',
  activationIdOrEmail: 'Activation id or email is required',
  brandRequired: 'Brand is required',
  productIdRequired: 'Product ID is required',
  orderNumberRequired: 'Order Number is required',
  purchaseDateRequired: 'Purchase Date is required',
  computerOsRequired: 'Computer OS is required',
  osVersionRequired: 'OS Version is required',
  audioInterfaceRequired: 'Audio Interface is required',
  productRequired: 'Product is required',
  purchaseMethodRequired: 'Purchase method is required',
  passkeyNameRequired: 'Enter a name for the passkey.',
  // PASSKEY_NAME_MAX (schemas/passkeys.ts); a test holds the two together.
  passkeyNameTooLong: 'Use at most 60 characters.',
  // Spec §5 "{field} must be valid", one code per field.
  nameInvalid: 'Name must be valid',
  phoneNumberInvalid: 'Phone number must be valid',
  birthdayInvalid: 'Birthday must be valid',
  postalCodeInvalid: 'Postal code must be valid',
  zipCodeInvalid: 'ZIP code must be valid',
  address1Invalid: 'Address 1 must be valid',
  cityInvalid: 'City must be valid',
  stateInvalid: 'State must be valid',
  countryInvalid: 'Country must be valid',
  cultureCodeInvalid: 'Culture code must be valid',
  genderInvalid: 'Gender must be valid',
  mailFormatTypeInvalid: 'Mail format type must be valid',
  raNumberInvalid: 'RA Number must be valid',
  orderNumberInvalid: 'Order Number must be valid',
  descriptionInvalid: 'Description must be valid',
  quantityInvalid: 'Quantity must be valid',
  purchaseMethodInvalid: 'Purchase method must be valid',
  purchaseDealerInvalid: 'Purchase dealer must be valid',
  // docs/product.md#parts-internal-access (ADR 071): the parts order's product, at pick time and when sent.
  partsNeedInternalAccess:
    'The parts of this product need internal access: an authorised service centre orders and fits them. Please send a service request instead.',
  // zod's own messages (its checks without a message of ours), by issue kind: zod-messages.ts.
  valueRequired: 'This field is required',
  invalidValue: 'Enter a valid value',
  valueTooShort: 'This value is too short',
  valueTooLong: 'This value is too long',
  valueTooSmall: 'This value is too small',
  valueTooLarge: 'This value is too large',
  invalidFormat: 'This value is not in the right format',
  invalidOption: 'Invalid option',
  unknownField: 'This field is not accepted',
  invalidInput: 'Invalid input',
} as const;

export type MessageCode = keyof typeof MESSAGES;

/** The codes, as the schemas' messages: every side words a code in its own language. */
export const MESSAGE_CODES = Object.fromEntries(Object.keys(MESSAGES).map((code) => [code, code])) as {
  readonly [C in MessageCode]: C;
};

/** True for a code of the catalogue. */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

const codeOfText = new Map<string, MessageCode>(
  Object.entries(MESSAGES).map(([code, text]) => [text, code as MessageCode]),
);

/** The code of a message given as its code or as its en-US text; undefined for any other text. */
export function messageCodeOf(message: string): MessageCode | undefined {
  return isMessageCode(message) ? message : codeOfText.get(message);
}

/** The en-US text of a message code; any other message unchanged (zod's own texts). */
export function messageText(message: string): string {
  return isMessageCode(message) ? MESSAGES[message] : message;
}
