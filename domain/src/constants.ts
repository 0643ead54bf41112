// business constants and limits (docs/product.md#constants).
export const PRODUCTS_PER_PAGE = 12;
export const MAX_PHONES = 3;
export const SERIAL_MIN_LENGTH = 7;
export const SERIAL_MAX_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 8;
/** Passwords are never trimmed; longer ones are refused to bound hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

/** The pause in typing after which the model field asks `searchProducts` (one request per pause, ADR 077). */
export const MODEL_SEARCH_PAUSE_MS = 300;

export const HTTP_TIMEOUT_MS = 60_000;
export const PROGRESS_TIMEOUT_MS = 60_000;
export const SNACKBAR_DURATION_MS = 8_000;
export const PAGE_MOVE_MARGIN_MS = 600;
export const REFRESH_TOKEN_MARGIN_S = 180;
export const TOKEN_REFRESH_MEMO_MS = 15_000;
export const SECURITY_TOKEN_VALID_S = 60;
export const ANALYTICS_SCRIPT_DELAY_MS = 5_000;
export const ACTIVATION_LINK_VALID_HOURS = 24;

export const PRODUCT_INFO_UPDATE_RESET_S = 86_400;
export const SURVEY_SECOND_DISPLAY_TIME_S = 129_600;
export const SURVEY_UPDATE_TIME_S = 43_200;

export const FEED_DEFAULT_CONTENTS = 8;
export const FEED_FORWARD_CONTENTS = 8;
export const SOCIAL_PAGE_SIZE = 8;
/** Spec §7: the video source lists up to 50 playlist items per request; the photo source gives 12 items. */
export const PLAYLIST_ITEMS_PER_REQUEST = 50;
export const PHOTO_SOURCE_ITEMS = 12;

export const MASTER_ITEMS = [
  'genders',
  'cultureCodes',
  'interests',
  'phoneTypes',
  'purchasingMethods',
  'questionnaireLabels',
  'brands',
  'stateProvinces',
  'products',
  'stores',
] as const;
export type MasterItem = (typeof MASTER_ITEMS)[number];

/** True for a master-list name of docs/product.md#master-lists. */
export function isMasterItem(value: string): value is MasterItem {
  return (MASTER_ITEMS as readonly string[]).includes(value);
}

/** How long a client keeps each master list before refetching. */
export const MASTER_REFRESH_SECONDS: Record<MasterItem, number> = {
  genders: 604_800,
  cultureCodes: 86_400,
  interests: 604_800,
  phoneTypes: 604_800,
  purchasingMethods: 604_800,
  questionnaireLabels: 259_200,
  brands: 604_800,
  stateProvinces: 604_800,
  products: 600,
  stores: 3_600,
};

/** Lifetime of the cache links for the large lists. */
export const MASTER_CACHE_SECONDS = { products: 3_600, stores: 86_400 } as const;

export const DEFAULT_SIDEBAR_POSITION = 'right';
export type SidebarPosition = 'left' | 'right';
export const BUILD_NUMBER = 3083;
export const TEXT_CATALOGUE_VERSION = '1.0.0';
export const SUPPORT_REPLY_AIM_HOURS = 48;
export const PARTS_ORDER_ACK_HOURS = 72;
export const CLOUD_ANNUAL_SAVING_PERCENT = 17;
export const CLOUD_FREE_TRIAL_DAYS = 30;
export const RCM_SUCCESS_CODE = 'RCM-STATUS-DONE';
