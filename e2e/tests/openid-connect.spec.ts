import { createServer, type Server } from 'node:http';
import { expect as baseExpect, test } from '@playwright/test';
import * as oidc from 'openid-client';
import { E2E_PORT, OIDC_RP, OIDC_RP_PORT } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// A relying party's journey through the portal as an OpenID Connect provider (ADR 063), with a certified
// relying-party library as the client: discovery, code + PKCE through the browser, the id token checked by
// the library (signature from jwks_uri, iss, aud, nonce), UserInfo, refresh and RP-initiated logout.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
// One listener answers for both relying parties: the tests share it, one after the other.
test.describe.configure({ mode: 'serial' });

let relyingParty: Server;
test.beforeAll(async () => {
  relyingParty = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><html lang="en"><title>Relying party</title><h1>Back</h1></html>');
  });
  await new Promise<void>((resolve) => relyingParty.listen(OIDC_RP_PORT, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => relyingParty.close(() => resolve())));

const ISSUER = new URL(`http://localhost:${E2E_PORT}`);
/** The provider runs on plain http in this rig; the library asks for https unless told otherwise. */
const options = { execute: [oidc.allowInsecureRequests] };

async function forum() {
  const config = await oidc.discovery(ISSUER, 'e2e-forum', undefined, oidc.None(), options);
  // Id tokens are checked against the provider's published keys, not only taken from the TLS answer.
  oidc.enableNonRepudiationChecks(config);
  return config;
}

/** An authorization request with PKCE, nonce and state; what the library needs to check the answer. */
async function authorizationRequest(
  config: oidc.Configuration,
  redirectUri: string,
  extra: Record<string, string> = {},
) {
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    nonce,
    state,
    ...extra,
  });
  return { url, checks: { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state } };
}

test('a relying party signs a user in with openid-client: code + PKCE, id token, UserInfo, refresh, logout', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('oidc');
  await createActiveUser(request, email);
  const config = await forum();
  expect(config.serverMetadata().issuer).toBe(ISSUER.origin);

  // Not signed in: the portal's own sign-in screen, then back to the relying party with a code.
  const first = await authorizationRequest(config, OIDC_RP.redirectUri);
  await page.goto(first.url.href);
  await expect(page).toHaveURL(/\/backstage\/login\?continue=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${OIDC_RP.redirectUri}?**`);
  const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), first.checks);
  const claims = tokens.claims()!;
  expect(claims).toMatchObject({
    iss: ISSUER.origin,
    aud: 'e2e-forum',
    email,
    email_verified: true,
    amr: ['pwd'],
  });
  expect(claims.name).toBe('Aiko Tanaka');

  const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  expect(info).toMatchObject({
    sub: claims.sub,
    email,
    given_name: 'Aiko',
    family_name: 'Tanaka',
    locale: 'en-US',
  });

  const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
  expect(refreshed.claims()!.auth_time).toBe(claims.auth_time);
  expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

  // Signed in on this browser: a confidential client (client_secret_basic) gets its code at once.
  const shop = await oidc.discovery(
    ISSUER,
    'e2e-shop',
    OIDC_RP.shopSecret,
    oidc.ClientSecretBasic(OIDC_RP.shopSecret),
    options,
  );
  oidc.enableNonRepudiationChecks(shop);
  const shopRequest = await authorizationRequest(shop, OIDC_RP.shopRedirectUri);
  await page.goto(shopRequest.url.href);
  await page.waitForURL(`${OIDC_RP.shopRedirectUri}?**`);
  const shopTokens = await oidc.authorizationCodeGrant(shop, new URL(page.url()), shopRequest.checks);
  expect(shopTokens.claims()).toMatchObject({ aud: 'e2e-shop', sub: claims.sub });

  // The security centre lists the relying party's session by its name.
  await page.goto(`${ISSUER.origin}/backstage/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
  await page.goto(`${ISSUER.origin}/backstage/settings/security`);
  await expect(page.getByText(/E2E Forum/).first()).toBeVisible();

  // RP-initiated logout: the portal's logout screen asks, then the browser goes back with the state.
  const logout = oidc.buildEndSessionUrl(config, {
    id_token_hint: refreshed.id_token!,
    post_logout_redirect_uri: OIDC_RP.postLogoutRedirectUri,
    state: 'bye-state',
  });
  await page.goto(logout.href);
  await expect(page).toHaveURL(/\/backstage\/oauth2\/logout\?logout=/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /sign out/i }).click();
  await page.waitForURL(`${OIDC_RP.postLogoutRedirectUri}?state=bye-state`);
  await expect(oidc.fetchUserInfo(config, refreshed.access_token, claims.sub)).rejects.toThrow();
  await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toThrow();
});

test('an unregistered redirect URI is refused at the portal; prompt=none without a session is login_required', async ({
  page,
}) => {
  const config = await forum();
  const foreign = await authorizationRequest(config, 'http://localhost:9/cb');
  const refused = await page.goto(foreign.url.href);
  expect(refused!.status()).toBe(400);
  expect(new URL(page.url()).origin).toBe(ISSUER.origin);

  const silent = await authorizationRequest(config, OIDC_RP.redirectUri, { prompt: 'none' });
  await page.goto(silent.url.href);
  await page.waitForURL(`${OIDC_RP.redirectUri}?**`);
  const answer = oidc.authorizationCodeGrant(config, new URL(page.url()), silent.checks);
  await expect(answer).rejects.toMatchObject({ error: 'login_required' });
});
