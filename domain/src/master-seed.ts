import { BRAND_ITEMS } from './brands';
import { CULTURE_CODES } from './cultures';
import { GENDERS, INTERESTS, PHONE_TYPES, PURCHASE_METHODS } from './enums';

/**
 * The master lists whose rows the spec itself fixes, keyed by master-item name (docs/product.md#master-lists), with stable ids.
 * The rows live beside their values (GENDERS, INTERESTS, …); this only indexes them for the server's seed.
 * The other items (questionnaireLabels, stateProvinces, products, stores) are catalogue data kept by the server.
 */
export const MASTER_SEED = {
  genders: GENDERS,
  cultureCodes: CULTURE_CODES,
  interests: INTERESTS,
  phoneTypes: PHONE_TYPES,
  purchasingMethods: PURCHASE_METHODS,
  brands: BRAND_ITEMS,
} as const;

export type SeededMasterItem = keyof typeof MASTER_SEED;
