import { describe, expect, it } from 'vitest';
import { isProtectedPath, ROUTE_NAMES, routeByName, routeForPath } from './routes';

describe('route table (spec §2)', () => {
  it('names every spec route once', () => {
    for (const name of [
      'Home',
      'MyGear',
      'MyFeed',
      'Support',
      'AccountSettings',
      'ProductsDirect',
      'AccountDetails',
      'Questionnaire',
      'NotFound',
      'HomeLogin',
      'ContactUs',
      'OAuth2Redirect',
      'ZendeskSSO',
      'Policies',
      'Privacy',
    ]) {
      expect(ROUTE_NAMES).toContain(name);
    }
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
  });

  it('gives the per-route chrome', () => {
    expect(routeByName('Home')).toMatchObject({ tabs: null, bottomBar: true, needsAuth: true });
    expect(routeByName('MyGear').tabs).toEqual(['my_gear', 'register_product']);
    expect(routeByName('AccountSettings').tabs).toEqual(['profile', 'interests', 'settings']);
    expect(routeByName('ProductsDirect').tabs).toHaveLength(6);
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
    expect(routeForPath('/nowhere')).toBeUndefined();
    expect(isProtectedPath('/mygear')).toBe(true);
    expect(isProtectedPath('/privacy')).toBe(false);
  });
});
