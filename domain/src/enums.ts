// enumerations (docs/product.md#enumerations). Master-list enumerations carry stable ids (also their database ids).

/** A master-list row as seeded: stable id plus the spec's value. */
export interface MasterValue<V extends string = string> {
  id: number;
  value: V;
}

const withIds = <V extends string>(values: readonly V[]): readonly MasterValue<V>[] =>
  values.map((value, index) => ({ id: index + 1, value }));

export const GENDER_VALUES = ['Male', 'Female', 'Prefer not to say'] as const;
export type Gender = (typeof GENDER_VALUES)[number];
export const GENDERS = withIds(GENDER_VALUES);

export const PHONE_TYPE_VALUES = ['Mobile', 'Home', 'Work'] as const;
export type PhoneType = (typeof PHONE_TYPE_VALUES)[number];
export const PHONE_TYPES = withIds(PHONE_TYPE_VALUES);

export const PURCHASE_METHOD_VALUES = ['In a store', 'Online', 'Catalog/Phone Order', 'Secondhand'] as const;
export type PurchaseMethod = (typeof PURCHASE_METHOD_VALUES)[number];
export const PURCHASE_METHODS = withIds(PURCHASE_METHOD_VALUES);

export const INTEREST_VALUES = [
  'Pianos',
  'Synthesizers',
  'Keyboards & Modules',
  'Guitar & BOSS',
  'Drums & Percussion',
  'Recording & Production',
  'Amplifiers',
  'Organs & Classic Series',
  'Dance & DJ',
  'Vocals',
  'Accordions',
  'Wind Instruments',
] as const;
export type Interest = (typeof INTEREST_VALUES)[number];
export const INTERESTS = withIds(INTEREST_VALUES);

export const SUBSCRIPTION_TYPE = { None: 0, Standard: 1, Trial: 2, Free: 3, Partner: 4 } as const;
export const USER_PRODUCT_TYPE = { Rule: 0, Key: 1, Other: 2 } as const;
export const SUBSCRIPTION_STATUS = {
  Trial: 1,
  TrialExpired: 2,
  SubscriptionPending: 3,
  Subscribed: 4,
  Cancelled: 5,
  TrialCancelled: 6,
  Expired: 7,
  NonRenew: 8,
} as const;
export const SUBSCRIPTION_SOURCE = {
  RolandCloud: 1,
  Xsolla: 2,
  Xchange: 3,
  Admin: 4,
  FastSpring: 5,
} as const;

export const RULE_TYPES = [
  'Reward',
  'FreeTrial',
  'InstantUserProduct',
  'FreeSub',
  'LoyaltyReward',
  'Trial',
  'InstantReward',
  'Free',
] as const;
export const PRODUCT_TYPES = ['Rule', 'Key', 'Admin', 'Purchase'] as const;

export const SIGNUP_SOURCE_PURPOSES = ['registration_card', 'zendesk_sso', 'check_in', 'pass_login'] as const;
export type SignupSourcePurpose = (typeof SIGNUP_SOURCE_PURPOSES)[number];
export const SERVICE_IDS = { backstage: 'backstage', shopify: 'shopify' } as const;

export const CANCEL_REASONS = [
  'too expensive',
  'dislike instrument selection',
  'not enough variety',
  'not satisfied with the manager app',
  "don't use enough",
  'missing features',
  'other',
] as const;
export const CANCEL_REASONS_SHORT = ['instruments', 'quality', 'financial', 'disuse'] as const;
export const CONTACT_SUBJECTS = [
  'billing issue',
  'request new instrument',
  'found bug',
  'specific issue',
  'other',
] as const;
export const SURVEY_NAMES = ['ProductSurvey', 'ProductSurvey1', 'ProductSurvey2'] as const;
export type SurveyName = (typeof SURVEY_NAMES)[number];
export const TEMPORARY_DATA_PURPOSES = ['ProductRegistrationUsingQR', 'RedirectPathAfterSignup'] as const;
export const MY_GEAR_SORT_METHODS = [
  'purchaseDateAsc',
  'purchaseDateDesc',
  'productNameAsc',
  'productNameDesc',
] as const;
export type MyGearSortMethod = (typeof MY_GEAR_SORT_METHODS)[number];
/** Newest purchase first; pending registrations (no date yet) come before them. */
export const DEFAULT_MY_GEAR_SORT: MyGearSortMethod = 'purchaseDateDesc';
export const DRUM_SUPPORT_BRAND_OPTIONS = [
  '{product}',
  'DWe',
  'PDP',
  'Latin Percussion',
  'Slingerland',
] as const;
export const OS_OPTIONS = ['Windows', 'macOS'] as const;

/**
 * User (docs/product.md#user) `mailFormatType`: the format of the mails an account gets. Lower case is canonical (answers
 * always say `html` or `text`); older clients' `HTML`/`Text` are accepted at the input boundary
 * (`mailFormatTypeSchema`), see docs/decisions/012-server-modules.md.
 */
export const MAIL_FORMAT_TYPES = ['html', 'text'] as const;
export type MailFormatType = (typeof MAIL_FORMAT_TYPES)[number];

/** A stored or sent mail format in canonical form: `text` in any case is text, anything else html. */
export function normalizeMailFormatType(value: string | null | undefined): MailFormatType {
  return value?.trim().toLowerCase() === 'text' ? 'text' : 'html';
}
