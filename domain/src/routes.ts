/** route table (docs/product.md#route-names): names, paths, sign-in need and per-route chrome. */
export interface RouteMeta {
  name: RouteName;
  /** Path under the public prefix; `:param?` marks an optional segment. */
  path: string;
  /** Further paths that open the same route (the spec's in-text links and the login path). */
  aliases: readonly string[];
  needsAuth: boolean;
  /** Tab ids of the tab bar, or null for none. */
  tabs: readonly string[] | null;
  bottomBar: boolean;
  /** Keeps its redirect query when sending a visitor to sign in. */
  keepsRedirectQuery: boolean;
  /** Screens for the app client (RegisterByApp, MigrationByApp, MembershipsRCM). */
  appClient: boolean;
}

export const PUBLIC_PATH = '/backstage/';
export const LOGIN_PATH = '/login';
export const SIGNUP_PATH = '/signup-login';
export const OAUTH2_REDIRECT_PATH = '/oauth2/redirect';
export const OIDC_CONSENT_PATH = '/oauth2/consent';

export const SUPPORT_TABS = [
  'service_request',
  'parts_order_request',
  'repair_status',
  'order_status',
  'pre_sales_advice',
  'book_a_demo',
  'product_aftercare',
  'product_support',
  'product_repair',
  'spare_parts_enquiry',
  'email_support',
] as const;
export const DW_SUPPORT_TABS = [
  'dw_product_support',
  'dwe_product_support',
  'dw_order_support',
  'dw_service_inquiry',
  'dw_service_request',
  'dw_brands_product_support',
] as const;

/**
 * The spec lists "Account details: account, profile, settings" but also says AccountDetails shows no tab
 * bar: they are sections inside the page, not tabs.
 */
export const ACCOUNT_DETAILS_SECTIONS = ['account', 'profile', 'settings'] as const;

type Chrome = Partial<Omit<RouteMeta, 'name' | 'path'>>;
const signedIn = <N extends string>(name: N, path: string, chrome: Chrome = {}) => ({
  name,
  path,
  aliases: [] as readonly string[],
  needsAuth: true,
  tabs: null,
  bottomBar: true,
  keepsRedirectQuery: false,
  appClient: false,
  ...chrome,
});
// "Routes not requiring authentication hide tab and bottom bars."
const open = <N extends string>(name: N, path: string, chrome: Chrome = {}) =>
  signedIn(name, path, { needsAuth: false, bottomBar: false, ...chrome });

// Home and HomeLogin share '/': signed-in visitors get Home, others the home before login, which is also
// the login screen at '/login' (docs/product.md#routes: "Login redirect: /backstage/login").
const TABLE = [
  signedIn('Home', '/'),
  signedIn('Homes', '/homes'),
  signedIn('HomeRVS', '/cloud'),
  signedIn('MyGear', '/mygear/:tab?', { tabs: ['my_gear', 'register_product'] }),
  signedIn('MyFeed', '/myfeed/:tab?', { tabs: ['all', 'youtube', 'facebook', 'instagram'] }),
  signedIn('Support', '/support/:tab?', { tabs: [...SUPPORT_TABS, ...DW_SUPPORT_TABS] }),
  signedIn('AccountSettings', '/settings/:tab?', { tabs: ['profile', 'interests', 'settings', 'security'] }),
  signedIn('ProductsDirect', '/products/:slug/:tab?', {
    tabs: ['features', 'specs', 'downloads', 'support', 'articles', 'accessories'],
  }),
  signedIn('AccountDetails', '/cloud/account/:tab?', { bottomBar: false }),
  signedIn('Questionnaire', '/questionnaire/:id'),
  signedIn('ProductSurvey1', '/product-survey-1'),
  signedIn('ProductSurvey2', '/product-survey-2'),
  signedIn('NotFound', '/404', { bottomBar: false }),
  // docs/product.md#help-desk: the staff screen of the built-in help desk (ours; the spec has Zendesk's).
  // docs/product.md#help-desk: the desk's first address; it now opens the desk inside the staff console.
  signedIn('HelpDesk', '/help-desk/:ticketId?', { bottomBar: false }),
  // docs/product.md#staff-console: the maker's staff console (ours; the spec's admin panel), its sections and an id.
  signedIn('Admin', '/admin/:section?/:id?', { bottomBar: false }),
  // docs/product.md#gear-transfer: the acceptance screen the recipient's mail links to (ours).
  signedIn('GearTransfer', '/gear-transfer/:id'),
  open('HomeLogin', '/', { aliases: [LOGIN_PATH] }),
  open('Logout', '/logout'),
  open('Register', '/signup'),
  open('RegisterByApp', '/app/signup', { appClient: true }),
  open('Migration', '/migration'),
  open('MigrationByApp', '/app/migration', { appClient: true }),
  open('Activation', '/activation'),
  open('SignUpLogin', '/signup-login'),
  open('ResetPassword', '/reset-password'),
  open('EmailChange', '/email-change'),
  open('SecurityAlert', '/security-alert'),
  open('QRCodeLP', '/qr'),
  open('Maintenance', '/maintenance'),
  open('DeleteAccount', '/delete-account', { keepsRedirectQuery: true }),
  open('Privacy', '/privacy'),
  open('EULAOta', '/eula/ota'),
  open('ZendeskSSO', '/hc/login'),
  open('CheckIn', '/check-in'),
  open('PassLogin', '/pass-login'),
  open('OAuth2Redirect', '/oauth2/redirect'),
  open('OAuth2Logout', '/oauth2/logout'),
  // The OpenID Connect consent screen (docs/decisions/088-*): the sign-in pages ask for a third-party client.
  open('OAuth2Consent', '/oauth2/consent'),
  open('Tools', '/tools'),
  open('MembershipsRCM', '/cloud/memberships', { appClient: true }),
  open('Policies', '/policies'),
  open('EntitlementKey', '/cloud/entitlement-key', { keepsRedirectQuery: true }),
  open('ThankYou', '/thank-you'),
  open('ThankYouKey', '/thank-you-key'),
  open('ZenbeatsSupport', '/support-zenbeats', { keepsRedirectQuery: true }),
  open('ZentrackerSupport', '/support-zentracker', { keepsRedirectQuery: true }),
  open('BtxSupport', '/support-btx', { keepsRedirectQuery: true }),
  open('ContactUs', '/contact-us', { keepsRedirectQuery: true, aliases: ['/cloud/contact-us'] }),
  // docs/product.md#cloud-screens: the spec lists a cloud "FAQ search" screen without naming its route.
  open('CloudFaq', '/cloud/faq'),
] as const;

export type RouteName = (typeof TABLE)[number]['name'];
export const ROUTES: readonly RouteMeta[] = TABLE as unknown as readonly RouteMeta[];
export const ROUTE_NAMES = ROUTES.map((route) => route.name);

/** The route with this name. */
export function routeByName(name: RouteName): RouteMeta {
  return ROUTES.find((route) => route.name === name)!;
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (have.length > want.length) return false;
  return want.every((segment, i) => {
    const part = have[i];
    if (segment.endsWith('?')) return true;
    if (part === undefined) return false;
    return segment.startsWith(':') || segment === part;
  });
}

export interface PathOptions {
  /** Picks between routes sharing a path ('/': Home when signed in, HomeLogin otherwise). */
  signedIn?: boolean;
}

/** The route a path (under the public prefix, e.g. `/settings/profile`) belongs to, if any. */
export function routeForPath(
  pathname: string,
  { signedIn = false }: PathOptions = {},
): RouteMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = ROUTES.filter((route) => [route.path, ...route.aliases].some((p) => matches(p, path)));
  return found.find((route) => route.needsAuth === signedIn) ?? found[0];
}

/**
 * True when a signed-out visitor may not open the path. '/' is not protected: signed out, it shows the
 * home before login.
 */
export function isProtectedPath(pathname: string): boolean {
  return routeForPath(pathname)?.needsAuth ?? false;
}

/** The path a route is reached by, with its parameters filled in and optional ones left out when absent. */
export function pathOfRoute(name: RouteName, params: Record<string, string | undefined> = {}): string {
  const segments = routeByName(name)
    .path.split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.replace(/^:|\?$/g, '')];
      if (value === undefined && !segment.endsWith('?')) throw new Error(`${name} needs ${segment}`);
      return value === undefined ? undefined : encodeURIComponent(value);
    })
    .filter((segment) => segment !== undefined);
  return `/${segments.join('/')}`;
}
