import type { Brand } from '../brands';

/**
 * The support pages of the maker's apps and services (docs/product.md#app-support): no sign-in needed to
 * read their help articles; sending a request needs it. `label` is the knowledge-base label their articles
 * carry (as products do; Zenbeats is also the catalogue's Roland Cloud product of that slug).
 */
export const APP_SUPPORT_PAGES = [
  { route: 'ZenbeatsSupport', label: 'zenbeats', name: 'Zenbeats', brand: 'RVS' },
  { route: 'ZentrackerSupport', label: 'zentracker', name: 'Zentracker', brand: 'RVS' },
  { route: 'BtxSupport', label: 'btx', name: 'BOSS Tone Exchange', brand: 'BOSS' },
] as const satisfies readonly { route: string; label: string; name: string; brand: Brand }[];

export type AppSupportPage = (typeof APP_SUPPORT_PAGES)[number];
