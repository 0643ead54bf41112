import { describe, expect, it } from 'vitest';
import { FORUM, SHOP } from '../../../test/oidc-helpers';
import { loadConfig } from '../../config';
import { findClient } from './clients';

const load = (clients: unknown) =>
  loadConfig({ OIDC_CLIENTS: typeof clients === 'string' ? clients : JSON.stringify(clients) });

describe('OIDC_CLIENTS', () => {
  it('reads the relying parties; without a name a client is called by its id', () => {
    const config = load([FORUM, SHOP]);
    expect(findClient(config, 'forum')).toMatchObject({ name: 'Roland Forum', secret: undefined });
    expect(findClient(config, 'shop')).toMatchObject({ name: 'shop', postLogoutRedirectUris: [] });
    expect(findClient(config, 'nobody')).toBeUndefined();
    expect(loadConfig({}).OIDC_CLIENTS).toEqual([]);
  });

  it.each([
    ['not JSON', '[{', /OIDC_CLIENTS: must be a JSON array/],
    ['not an array', { client_id: 'x' }, /OIDC_CLIENTS/],
    ['a bad client id', [{ ...FORUM, client_id: 'a b' }], /OIDC_CLIENTS\.0\.client_id/],
    [
      'a short secret',
      [{ ...SHOP, client_secret: 'short' }],
      /OIDC_CLIENTS\.0\.client_secret: must be at least 32/,
    ],
    ['no redirect URI', [{ ...FORUM, redirect_uris: [] }], /OIDC_CLIENTS\.0\.redirect_uris/],
    [
      'a relative redirect URI',
      [{ ...FORUM, redirect_uris: ['/cb'] }],
      /redirect_uris\.0: must be an absolute/,
    ],
    ['a fragment', [{ ...FORUM, redirect_uris: ['https://a.example/cb#x'] }], /redirect_uris\.0/],
    ['javascript:', [{ ...FORUM, redirect_uris: ['javascript:alert(1)'] }], /redirect_uris\.0/],
    [
      'a bad logout URI',
      [{ ...FORUM, post_logout_redirect_uris: ['data:x'] }],
      /post_logout_redirect_uris\.0/,
    ],
    ['an unknown field', [{ ...FORUM, grant_types: ['implicit'] }], /OIDC_CLIENTS\.0/],
    ['a repeated client id', [FORUM, FORUM], /client_id must be unique/],
    ['a portal client id', [{ ...FORUM, client_id: 'roland' }], /client_id roland is one of CLIENT_IDS/],
  ])('refuses %s with a message naming it', (_what, clients, message) => {
    expect(() => load(clients)).toThrow(message);
  });

  it('takes an app’s own scheme (RFC 8252)', () => {
    expect(
      load([{ ...FORUM, redirect_uris: ['com.roland.app:/cb'] }]).OIDC_CLIENTS[0]!.redirect_uris,
    ).toEqual(['com.roland.app:/cb']);
  });
});
