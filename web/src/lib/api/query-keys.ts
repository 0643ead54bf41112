import type { FeedTab, MasterItem, MyGearSortMethod, SurveyName } from '@backstage/domain';

/**
 * Every server-state cache key of the app, built here and nowhere else (ADR 070): a query's options and the
 * mutations that refresh it name its key one way, and a key's first part is the group one refresh marks stale
 * (every sort order of the registrations, all of Roland Cloud, every master list).
 */
export const queryKeys = {
  profile: () => ['me'] as const,
  geoip: () => ['geoip'] as const,
  feed: (brand: string, cultureCode: string, tab: FeedTab) => ['feed', brand, cultureCode, tab] as const,
  masterLists: () => ['master'] as const,
  masterList: (item: MasterItem, culture: string) => ['master', item, culture] as const,

  registeredProducts: () => ['registeredProducts'] as const,
  registeredProductsSorted: (sort: MyGearSortMethod) => ['registeredProducts', sort] as const,
  gearTransfers: () => ['gearTransfers'] as const,
  gearTransfer: (id: string) => ['gearTransfers', id] as const,
  unitHistory: (registeredProductId: number) => ['unitHistory', registeredProductId] as const,
  devices: () => ['devices'] as const,
  productSearch: (text: string) => ['searchProducts', text] as const,
  survey: (name: SurveyName, categoryId: number | undefined, culture: string) =>
    ['survey', name, categoryId, culture] as const,
  questionnaire: (id: number | undefined, culture: string) => ['questionnaire', id, culture] as const,

  sessions: () => ['security', 'sessions'] as const,
  passkeys: () => ['security', 'passkeys'] as const,
  connectedApps: () => ['security', 'connected-apps'] as const,
  oidcConsent: (consent: string) => ['oidc-consent', consent] as const,
  twoStep: () => ['security', 'twoStep'] as const,
  signInHistory: () => ['security', 'sign-in-history'] as const,
  privacyPolicyUrl: (cultureCode: string, country: string, brand: string) =>
    ['privacy-policy-url', cultureCode, country, brand] as const,

  helpDesk: () => ['helpDesk'] as const,
  helpDeskQueue: () => ['helpDesk', 'queue'] as const,
  helpDeskTicket: (id: number) => ['helpDesk', 'ticket', id] as const,
  supportRequests: () => ['supportRequests'] as const,

  admin: () => ['admin'] as const,
  adminSelf: () => ['admin', 'self'] as const,
  adminCustomers: (query: string) => ['admin', 'customers', query] as const,
  adminAccount: (id: string) => ['admin', 'account', id] as const,
  adminAudit: () => ['admin', 'audit'] as const,
  adminAuditFiltered: (filters: Partial<Record<string, string>>) => ['admin', 'audit', filters] as const,
  adminStaff: () => ['admin', 'staff'] as const,
  adminCultureTexts: (cultureCode: string) => ['admin', 'texts', cultureCode] as const,
  adminTexts: (cultureCode: string, query: string) => ['admin', 'texts', cultureCode, query] as const,
  staffActions: () => ['security', 'staff-actions'] as const,
  helpArticles: (cultureCode: string, labelNames: readonly string[], query: string) =>
    ['helpArticles', cultureCode, labelNames.join(','), query] as const,
  helpArticle: (id: number) => ['helpArticle', id] as const,

  eula: (cultureCode: string, country: string) => ['eula-ota', cultureCode, country] as const,
  productInfo: (cultureCode: string, slug: string) => ['productInfo', cultureCode, slug] as const,
  productImages: (slug: string, brand: string | undefined, cultureCode: string) =>
    ['productImages', slug, brand, cultureCode] as const,

  cloud: () => ['cloud'] as const,
  cloudProducts: () => ['cloud', 'products'] as const,
  cloudRuleStatus: () => ['cloud', 'rule-status'] as const,
  cloudSubscriptions: () => ['cloud', 'subscriptions'] as const,
  cloudPayments: () => ['cloud', 'payments'] as const,
  cloudLoyalty: () => ['cloud', 'loyalty'] as const,
  cloudCatalogue: () => ['cloud-catalogue'] as const,
};
