import { describe, expect, it } from 'vitest';
import { APP_DEEP_LINK, APP_FLOWS, appReturnUrl, forAppClient, isAppClient } from './app-client';
import { checkoutReturnPath } from './cloud-billing';
import { RCM_SUCCESS_CODE } from './constants';
import { routeForPath } from './routes';

describe('app-client screens (docs/product.md#app-client-screens)', () => {
  it('are open to visitors at /app/signup, /app/migration and /cloud/memberships', () => {
    for (const [path, name] of [
      ['/app/signup', 'RegisterByApp'],
      ['/app/migration', 'MigrationByApp'],
      ['/cloud/memberships', 'MembershipsRCM'],
    ] as const) {
      const route = routeForPath(path);
      expect(route?.name).toBe(name);
      expect(route?.needsAuth).toBe(false);
      expect(route?.appClient).toBe(true);
    }
  });

  it('return to the app by its own deep link, naming only the flow', () => {
    expect(appReturnUrl('signup')).toBe('rolandbackstage://backstage?done=signup');
    expect(appReturnUrl('migration')).toBe('rolandbackstage://backstage?done=migration');
    expect(appReturnUrl('exists')).toBe('rolandbackstage://backstage?done=exists');
  });

  it('hand a membership back with the gateway’s success code (ADR 043)', () => {
    expect(appReturnUrl('membership')).toBe(
      'rolandbackstage://backstage?done=membership&code=RCM-STATUS-DONE',
    );
    expect(appReturnUrl('membership')).toContain(`code=${RCM_SUCCESS_CODE}`);
  });

  it('lead every flow to the app’s own scheme and nowhere else', () => {
    expect(APP_FLOWS).toEqual(['signup', 'migration', 'exists', 'membership']);
    for (const flow of APP_FLOWS) {
      const url = new URL(appReturnUrl(flow));
      expect(`${url.protocol}//${url.host}`).toBe(APP_DEEP_LINK);
      expect(url.searchParams.get('done')).toBe(flow);
    }
  });
});

describe('the app client’s view of a portal screen (?client=app, ADR 043)', () => {
  it('is asked for by client=app only', () => {
    expect(isAppClient('?client=app')).toBe(true);
    expect(isAppClient('culture_code=ja-JP&client=app')).toBe(true);
    expect(isAppClient(new URLSearchParams({ client: 'app' }))).toBe(true);
    for (const search of ['', '?client=web', '?client=APP', '?app=1', '?client='])
      expect(isAppClient(search)).toBe(false);
  });

  it('is kept on a path, beside the path’s own query', () => {
    expect(forAppClient('/cloud/memberships')).toBe('/cloud/memberships?client=app');
    expect(forAppClient('/thank-you?offer=core-monthly')).toBe('/thank-you?offer=core-monthly&client=app');
    expect(forAppClient('/cloud/memberships?client=app')).toBe('/cloud/memberships?client=app');
    expect(forAppClient('/cloud/memberships', false)).toBe('/cloud/memberships');
  });

  it('comes back from checkout to ThankYou or, cancelled, to memberships with its message', () => {
    expect(checkoutReturnPath('paid', { offerId: 'core-monthly' })).toBe('/thank-you?offer=core-monthly');
    expect(checkoutReturnPath('paid', { offerId: 'core-monthly', appClient: true })).toBe(
      '/thank-you?offer=core-monthly&client=app',
    );
    // @ts-expect-error ThankYou names the offer: a paid outcome without one does not compile.
    checkoutReturnPath('paid');
    expect(checkoutReturnPath('cancelled')).toBe('/cloud/memberships?checkout=cancelled');
    expect(checkoutReturnPath('cancelled', { appClient: true })).toBe(
      '/cloud/memberships?checkout=cancelled&client=app',
    );
  });
});
