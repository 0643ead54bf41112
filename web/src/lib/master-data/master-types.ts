import type { MasterItem } from '@backstage/domain';

/** Fields every master item may carry: incremental fetches flag deletions, meta keys merge in (docs/product.md#master-lists). */
export interface MasterEntry {
  id: number;
  updateDate?: string;
  isDeleted?: boolean;
  meta?: string | null;
  [key: string]: unknown;
}

interface ValueItem {
  id: number;
  value: string;
}

/** The shape of each master list's items as the master-data API serves them. */
export interface MasterItemTypes {
  genders: ValueItem;
  phoneTypes: ValueItem;
  purchasingMethods: ValueItem;
  interests: ValueItem;
  cultureCodes: ValueItem & { region: string; language: string };
  brands: ValueItem & { clientId: string | null };
  questionnaireLabels: { id: number; name: string };
  stateProvinces: { id: number; countryCode: string; code: string; name: string };
  products: {
    id: number;
    slug: string;
    name: string;
    brand: { value: string };
    modelCode: string;
    categoryId: number | null;
  };
  stores: {
    id: number;
    name: string;
    countryCode: string;
    stateProvince: string | null;
    city: string;
    url: string | null;
    cultureCodeId: number | null;
  };
}

/** One item of a master list, with whatever its meta added. */
export type MasterItemOf<K extends MasterItem> = MasterItemTypes[K] & MasterEntry;

/** A master list as kept in browser storage. */
export interface CachedList<T = MasterEntry> {
  /** The culture the list was fetched for: a change of culture refetches (docs/product.md#master-refresh). */
  cultureCode: string;
  /** Client time of the last fetch, for the refresh seconds of docs/product.md#master-refresh. */
  fetchedAt: number;
  /** Client time the whole list was last loaded through its cache link (products, stores). */
  loadedAt: number;
  /** Server time of the last fetch: the next incremental fetch asks for changes since then. */
  serverTime: string;
  items: T[];
}
