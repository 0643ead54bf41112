import { createServer, type Server } from 'node:http';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import * as oidc from 'openid-client';
import { E2E_PORT, OIDC_APP, OIDC_APP_PORT } from '../playwright.config';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, uniqueEmail } from './support/users';

// A third-party client of the OpenID Connect provider (ADR 088, 089): the consent screen, Allow and Deny,
// "Connected apps" with Remove access, and the same client as a single-page app on its own origin (CORS).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
// One listener stands for the app's origin and, under 127.0.0.1, for an origin no client registered.
test.describe.configure({ mode: 'serial' });

let app: Server;
test.beforeAll(async () => {
  app = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><html lang="en"><title>Notes</title><h1>Notes</h1></html>');
  });
  await new Promise<void>((resolve) => app.listen(OIDC_APP_PORT, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

const ISSUER = new URL(`http://localhost:${E2E_PORT}`);
const options = { execute: [oidc.allowInsecureRequests] };

async function notes() {
  const config = await oidc.discovery(ISSUER, OIDC_APP.clientId, undefined, oidc.None(), options);
  // Id tokens are checked against jwks_uri (RS256 for this client), not only taken from the TLS answer.
  oidc.enableNonRepudiationChecks(config);
  return config;
}

async function authorizationRequest(config: oidc.Configuration, scope: string) {
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: OIDC_APP.redirectUri,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    nonce,
    state,
  });
  return {
    url,
    verifier,
    checks: { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state },
  };
}

/** Opens the authorization request; the consent screen must come, and is checked with axe once. */
async function consentScreen(page: Page, url: URL, email: string, axe = false) {
  await page.goto(url.href);
  await expect(page).toHaveURL(/\/backstage\/oauth2\/consent\?consent=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'E2E Notes wants to use your Backstage account' }),
  ).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
}

test('a third-party app asks first; Allow, RS256 tokens, no question the second time; Remove access; Deny', async ({
  page,
}) => {
  const email = uniqueEmail('consent');
  await createActiveUser(page.request, email);
  await startSignedIn(page, email);
  const config = await notes();

  const first = await authorizationRequest(config, 'openid email profile offline_access');
  await consentScreen(page, first.url, email, true);
  const granted = page.getByRole('list', { name: 'What E2E Notes will get' }).getByRole('listitem');
  await expect(granted).toHaveText([
    'Your account ID, so it can recognise you',
    'Your e-mail address',
    'Your name and your language and region',
    'Access while you are away, so you stay signed in there',
  ]);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${OIDC_APP.redirectUri}?**`);
  const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), first.checks);
  const header = JSON.parse(Buffer.from(tokens.id_token!.split('.')[0]!, 'base64url').toString());
  expect(header.alg).toBe('RS256');
  expect(tokens.claims()).toMatchObject({ aud: OIDC_APP.clientId, email });
  expect(tokens.refresh_token).toBeTruthy();

  // Remembered: the same scopes go straight back with a code.
  const second = await authorizationRequest(config, 'openid email');
  await page.goto(second.url.href);
  await page.waitForURL(`${OIDC_APP.redirectUri}?**`);
  await oidc.authorizationCodeGrant(config, new URL(page.url()), second.checks);

  // The security centre lists the app; Remove access ends it at once.
  await page.goto(portalUrl('/settings/security'));
  const apps = page.getByRole('list', { name: 'Connected apps' });
  const row = apps.getByRole('listitem').filter({ hasText: 'E2E Notes' });
  await expect(row).toContainText(
    'Account ID · E-mail address · Name, language and region · Stays signed in',
  );
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'Remove access of E2E Notes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove access of E2E Notes?' });
  await dialog.getByRole('button', { name: 'Remove access' }).click();
  await expect(page.getByText('No apps are connected to your account.')).toBeVisible();
  await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
    error: 'invalid_grant',
  });

  // The next authorization asks again; Deny goes back with access_denied.
  const third = await authorizationRequest(config, 'openid email');
  await consentScreen(page, third.url, email);
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL(`${OIDC_APP.redirectUri}?**`);
  expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
  await expect(oidc.authorizationCodeGrant(config, new URL(page.url()), third.checks)).rejects.toMatchObject({
    error: 'access_denied',
  });
});

test('a single-page app on its own origin finishes the code flow through CORS; another origin gets no answer', async ({
  page,
}) => {
  const email = uniqueEmail('spa');
  await createActiveUser(page.request, email);
  await startSignedIn(page, email);
  const config = await notes();
  const { url, verifier } = await authorizationRequest(config, 'openid email');
  await consentScreen(page, url, email);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${OIDC_APP.redirectUri}?**`);

  // In the app's page, on its origin: the fetches a single-page app makes (token without a secret, UserInfo).
  const endpoints = config.serverMetadata();
  const answer = await page.evaluate(
    async ({ tokenUrl, userinfoUrl, redirectUri, clientId, verifier }) => {
      const code = new URL(location.href).searchParams.get('code')!;
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        code_verifier: verifier,
      });
      const tokens = await (await fetch(tokenUrl, { method: 'POST', body })).json();
      const info = await fetch(userinfoUrl, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      return { tokens, info: await info.json() };
    },
    {
      tokenUrl: endpoints.token_endpoint!,
      userinfoUrl: endpoints.userinfo_endpoint!,
      redirectUri: OIDC_APP.redirectUri,
      clientId: OIDC_APP.clientId,
      verifier,
    },
  );
  expect(answer.tokens.token_type).toBe('Bearer');
  expect(answer.tokens.refresh_token).toBeUndefined();
  expect(answer.info).toMatchObject({ email });

  // The same page under an origin no client registered: the browser gets no CORS answer and refuses.
  await page.goto(`${OIDC_APP.foreignOrigin}/elsewhere`);
  const refused = await page.evaluate(
    (discovery) =>
      fetch(discovery).then(
        () => 'read',
        (error: Error) => error.name,
      ),
    `${ISSUER.origin}/.well-known/openid-configuration`,
  );
  expect(refused).toBe('TypeError');
});
