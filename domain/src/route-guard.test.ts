import { describe, expect, it } from 'vitest';
import { guardRoute, historyPathFromHash, isLineInAppBrowser } from './route-guard';

const LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/13.20.0';

describe('route guard (docs/product.md#route-guard)', () => {
  it('lets anyone open routes that need no sign-in', () => {
    expect(guardRoute({ pathname: '/privacy', signedIn: false })).toMatchObject({ kind: 'allow' });
    expect(guardRoute({ pathname: '/', signedIn: false })).toMatchObject({
      kind: 'allow',
      route: { name: 'HomeLogin' },
    });
  });

  it('lets signed-in users open protected routes', () => {
    expect(guardRoute({ pathname: '/', signedIn: true })).toMatchObject({
      kind: 'allow',
      route: { name: 'Home' },
    });
    expect(guardRoute({ pathname: '/mygear', signedIn: true })).toMatchObject({ kind: 'allow' });
  });

  it('sends signed-out visitors to login, remembering where they wanted to go', () => {
    expect(
      guardRoute({ pathname: '/settings/profile', search: '?a=1', hash: '#x', signedIn: false }),
    ).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/settings/profile?a=1#x',
      resetUser: true,
    });
  });

  it('goes to the OAuth2 redirect with sso=1 on a protected non-root path, dropping sso', () => {
    expect(guardRoute({ pathname: '/mygear', search: 'b=2', sso: '1', signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/oauth2/redirect',
      remember: '/mygear?b=2',
      resetUser: true,
    });
    expect(guardRoute({ pathname: '/mygear', search: '', sso: '1', signedIn: true })).toMatchObject({
      kind: 'allow',
      search: '',
      replace: true,
    });
  });

  it('goes to the OAuth2 redirect inside the LINE in-app browser', () => {
    expect(isLineInAppBrowser(LINE_UA)).toBe(true);
    expect(isLineInAppBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(false);
    expect(guardRoute({ pathname: '/mygear', signedIn: false, userAgent: LINE_UA })).toMatchObject({
      to: '/oauth2/redirect',
      remember: '/mygear',
    });
  });

  it('sends unknown paths to /', () => {
    expect(guardRoute({ pathname: '/no/such/page', signedIn: true })).toEqual({
      kind: 'redirect',
      to: '/',
      resetUser: false,
    });
  });
});

describe('hash URL rewrite (docs/product.md#routing-mode)', () => {
  it('turns #/path?query into the path', () => {
    expect(historyPathFromHash('#/settings/profile?culture_code=ja-JP')).toBe(
      '/settings/profile?culture_code=ja-JP',
    );
    expect(historyPathFromHash('#register_product')).toBeNull();
    expect(historyPathFromHash('')).toBeNull();
  });
});
