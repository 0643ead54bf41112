import { OIDC_PATHS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import {
  authorizeAnswer,
  consentIdOf,
  createOidcApp,
  forumTokens,
  NOTES,
  notesAllowed,
  notesUrl,
  pkce,
  postForm,
} from '../../../test/oidc-helpers';
import type { TestApp } from '../../../test/test-app';

// docs/decisions/088-*: the grants table (repo on both databases) and "Remove access" ending all at once.
let t: TestApp;
beforeAll(async () => {
  t = await createOidcApp();
});
afterAll(() => t.close());

type Account = { userId: string; idToken: string };
const list = (account: Account, userId = account.userId) =>
  t.app.inject({ url: `/api/v1/users/${userId}/connectedApps`, headers: bearer(account.idToken) });
const remove = (account: Account, clientId: string, userId = account.userId) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/users/${userId}/connectedApps/${clientId}`,
    headers: bearer(account.idToken),
  });

describe('Connected apps', () => {
  it('lists every client the account allowed or signed in to, with scopes, first and last use', async () => {
    const before = Date.now();
    const notes = await notesAllowed(t, 'apps-list@example.com', 'openid email offline_access');
    await forumTokens(t, 'apps-list@example.com', true);
    const res = await list(notes);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { clientId: string; firstUsedAt: string; lastUsedAt: string }[] };
    expect(data).toEqual([
      {
        clientId: 'notes',
        clientName: 'Gear Notes',
        scopes: ['openid', 'email', 'offline_access'],
        firstUsedAt: expect.any(String),
        lastUsedAt: expect.any(String),
      },
      expect.objectContaining({
        clientId: 'forum',
        clientName: 'Roland Forum',
        scopes: ['openid', 'email', 'profile'],
      }),
    ]);
    for (const app of data) {
      expect(Date.parse(app.firstUsedAt)).toBeGreaterThanOrEqual(before - 5000);
      expect(Date.parse(app.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(app.firstUsedAt));
    }
    // A refresh is a use: lastUsedAt moves on, firstUsedAt stays.
    await postForm(t, OIDC_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: notes.tokens.refresh_token!,
      client_id: NOTES.client_id,
    });
    const after = (await list(notes)).json().data[0];
    expect(after.firstUsedAt).toBe(data[0]!.firstUsedAt);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(data[0]!.lastUsedAt));
  });

  it('Remove access ends the grant, its refresh tokens, sessions and unspent codes at once; the next sign-in asks again', async () => {
    const notes = await notesAllowed(t, 'apps-remove@example.com', 'openid email offline_access');
    const { verifier, challenge } = pkce();
    const unspent = (await authorizeAnswer(t, notesUrl(challenge), notes.cookie)).searchParams.get('code')!;
    expect(unspent).toBeTruthy();

    const res = await remove(notes, 'notes');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'removed' });
    expect((await list(notes)).json()).toEqual({ data: [] });

    const refresh = await postForm(t, OIDC_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: notes.tokens.refresh_token!,
      client_id: NOTES.client_id,
    });
    expect(refresh.json().error).toBe('invalid_grant');
    const info = await t.app.inject({ url: OIDC_PATHS.userinfo, headers: bearer(notes.tokens.access_token) });
    expect(info.statusCode).toBe(401);
    const exchange = await postForm(t, OIDC_PATHS.token, {
      grant_type: 'authorization_code',
      code: unspent,
      redirect_uri: NOTES.redirect_uris[0]!,
      code_verifier: verifier,
      client_id: NOTES.client_id,
    });
    expect(exchange.json().error).toBe('invalid_grant');
    // The security centre no longer lists the session.
    const sessions = await t.app.inject({
      url: `/api/v1/users/${notes.userId}/sessions`,
      headers: bearer(notes.idToken),
    });
    expect(sessions.json().data.map((session: { client: string }) => session.client)).not.toContain(
      'Gear Notes',
    );
    expect(consentIdOf(await authorizeAnswer(t, notesUrl(challenge), notes.cookie))).toBeTruthy();
  });

  it('404 for a client the account holds no grant for; another account’s list or removal is 403', async () => {
    const owner = await notesAllowed(t, 'apps-owner@example.com');
    const other = await activeUser(t, 'apps-other@example.com');
    const unknown = await remove(owner, 'nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CONNECTED_APP_NOT_FOUND');
    expect((await remove(other, 'notes')).statusCode).toBe(404);
    expect((await list(other, owner.userId)).statusCode).toBe(403);
    expect((await remove(other, 'notes', owner.userId)).statusCode).toBe(403);
    expect((await list(owner)).json().data).toHaveLength(1);
    const anonymous = await t.app.inject({ url: `/api/v1/users/${owner.userId}/connectedApps` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the data export lists the connected apps', async () => {
    const notes = await notesAllowed(t, 'apps-export@example.com');
    const res = await t.app.inject({
      url: `/api/v1/users/${notes.userId}/export`,
      headers: bearer(notes.idToken),
    });
    expect(res.json().connectedApps).toEqual([
      expect.objectContaining({ clientId: 'notes', clientName: 'Gear Notes', scopes: ['openid', 'email'] }),
    ]);
  });
});
