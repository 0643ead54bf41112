import { describe, expect, it } from 'vitest';
import { isProtectedPath, pathOfRoute, ROUTE_NAMES, routeByName, routeForPath } from './routes';

describe('route table (docs/product.md#route-names)', () => {
  it('names every spec route once', () => {
    const signedIn = ['Home', 'Homes', 'HomeRVS', 'MyGear', 'MyFeed', 'Support', 'AccountSettings'];
    const more = ['ProductsDirect', 'AccountDetails', 'Questionnaire', 'ProductSurvey1', 'ProductSurvey2'];
    const open = [
      'HomeLogin',
      'Logout',
      'Register',
      'RegisterByApp',
      'Migration',
      'MigrationByApp',
      'Activation',
      'SignUpLogin',
      'ResetPassword',
      'EmailChange',
      'SecurityAlert',
      'QRCodeLP',
      'Maintenance',
      'DeleteAccount',
      'Privacy',
      'EULAOta',
      'ZendeskSSO',
      'CheckIn',
      'PassLogin',
      'OAuth2Redirect',
      'OAuth2Logout',
      'OAuth2Consent',
      'Tools',
      'MembershipsRCM',
      'Policies',
      'EntitlementKey',
      'ThankYou',
      'ThankYouKey',
      'ZenbeatsSupport',
      'ZentrackerSupport',
      'BtxSupport',
      'ContactUs',
    ];
    // Screens the spec describes without a route name: the Roland Cloud FAQ.
    const unnamed = ['CloudFaq'];
    // Screens of ours: the built-in help desk's staff screen (docs/product.md#help-desk), accepting a product
    // handed on (docs/product.md#gear-transfer), the staff console (docs/product.md#staff-console).
    const ours = ['HelpDesk', 'GearTransfer', 'Admin'];
    expect([...ROUTE_NAMES].sort()).toEqual(
      [...signedIn, ...more, 'NotFound', ...open, ...unnamed, ...ours].sort(),
    );
    for (const name of [...signedIn, ...more, 'NotFound', ...ours])
      expect(routeByName(name as 'Home').needsAuth).toBe(true);
    for (const name of [...open, ...unnamed]) expect(routeByName(name as 'Home').needsAuth, name).toBe(false);
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
  });

  it('gives the per-route chrome', () => {
    expect(routeByName('Home')).toMatchObject({ tabs: null, bottomBar: true, needsAuth: true });
    expect(routeByName('MyGear').tabs).toEqual(['my_gear', 'register_product']);
    expect(routeByName('AccountSettings').tabs).toEqual(['profile', 'interests', 'settings', 'security']);
    expect(routeByName('ProductsDirect').tabs).toEqual([
      'features',
      'specs',
      'downloads',
      'support',
      'articles',
      'accessories',
    ]);
    expect(routeByName('MyFeed').tabs).toEqual(['all', 'youtube', 'facebook', 'instagram']);
    expect(routeByName('Support').tabs).toContain('order_status');
    expect(routeByName('Support').tabs).toContain('dw_brands_product_support');
    expect(routeByName('AccountDetails')).toMatchObject({ tabs: null, bottomBar: false });
    expect(routeByName('NotFound')).toMatchObject({ tabs: null, bottomBar: false });
    expect(routeByName('Privacy')).toMatchObject({ needsAuth: false, tabs: null, bottomBar: false });
  });

  it('keeps the redirect query on the spec routes and marks app-client routes', () => {
    const keeping = ROUTE_NAMES.filter((name) => routeByName(name).keepsRedirectQuery);
    expect(keeping.sort()).toEqual(
      [
        'BtxSupport',
        'ContactUs',
        'DeleteAccount',
        'EntitlementKey',
        'ZenbeatsSupport',
        'ZentrackerSupport',
      ].sort(),
    );
    expect(ROUTE_NAMES.filter((name) => routeByName(name).appClient).sort()).toEqual(
      ['MembershipsRCM', 'MigrationByApp', 'RegisterByApp'].sort(),
    );
  });

  it('matches paths with optional segments', () => {
    expect(routeForPath('/settings')?.name).toBe('AccountSettings');
    expect(routeForPath('/settings/profile')?.name).toBe('AccountSettings');
    expect(routeForPath('/support/order_status/')?.name).toBe('Support');
    expect(routeForPath('/login')?.name).toBe('HomeLogin');
    expect(routeForPath('/products/fp-30x/specs')?.name).toBe('ProductsDirect');
    expect(routeForPath('/products')).toBeUndefined();
    expect(routeForPath('/settings/profile/extra')).toBeUndefined();
    expect(routeForPath('/cloud/contact-us/')?.name).toBe('ContactUs');
    expect(routeForPath('/cloud/memberships')?.name).toBe('MembershipsRCM');
    expect(routeForPath('/cloud')?.name).toBe('HomeRVS');
    expect(routeForPath('/cloud/faq')?.name).toBe('CloudFaq');
    expect(routeForPath('/help-desk/42')?.name).toBe('HelpDesk');
    expect(isProtectedPath('/help-desk')).toBe(true);
    expect(routeForPath('/admin')?.name).toBe('Admin');
    expect(routeForPath('/admin/customers/u-42')?.name).toBe('Admin');
    expect(isProtectedPath('/admin/texts/de-DE')).toBe(true);
    expect(routeForPath('/nowhere')).toBeUndefined();
    expect(isProtectedPath('/mygear')).toBe(true);
    expect(isProtectedPath('/privacy')).toBe(false);
    expect(isProtectedPath('/settings/interests')).toBe(true);
  });

  it('lets the router pick Home or HomeLogin for /', () => {
    expect(routeForPath('/', { signedIn: true })?.name).toBe('Home');
    expect(routeForPath('/', { signedIn: false })?.name).toBe('HomeLogin');
    expect(routeForPath('/')?.name).toBe('HomeLogin');
    expect(isProtectedPath('/')).toBe(false);
    expect(routeForPath('/mygear', { signedIn: false })?.name).toBe('MyGear');
  });

  it('uses the spec paths', () => {
    const paths = Object.fromEntries(ROUTE_NAMES.map((name) => [name, routeByName(name).path]));
    expect(paths).toMatchObject({
      Register: '/signup',
      Migration: '/migration',
      Activation: '/activation',
      SignUpLogin: '/signup-login',
      ResetPassword: '/reset-password',
      EmailChange: '/email-change',
      SecurityAlert: '/security-alert',
      Logout: '/logout',
      DeleteAccount: '/delete-account',
      Privacy: '/privacy',
      ZendeskSSO: '/hc/login',
      OAuth2Redirect: '/oauth2/redirect',
      OAuth2Logout: '/oauth2/logout',
      OAuth2Consent: '/oauth2/consent',
      MyGear: '/mygear/:tab?',
      ContactUs: '/contact-us',
    });
  });

  it('fills route parameters', () => {
    expect(pathOfRoute('AccountSettings')).toBe('/settings');
    expect(pathOfRoute('AccountSettings', { tab: 'interests' })).toBe('/settings/interests');
    expect(pathOfRoute('ProductsDirect', { slug: 'fp 30x' })).toBe('/products/fp%2030x');
    expect(() => pathOfRoute('ProductsDirect')).toThrow();
  });

  it('hides both bars on every route that needs no sign-in', () => {
    for (const name of ROUTE_NAMES) {
      const route = routeByName(name);
      if (!route.needsAuth) expect(route, name).toMatchObject({ tabs: null, bottomBar: false });
    }
  });
});
