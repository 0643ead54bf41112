import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// docs/product.md#session-end and #token-refresh: how a session that ends under the user is handled (issue 33,
// items 1, 2, 3 and 7; ADR 064).

type Credentials = { idToken: string; accessToken: string; refreshToken: string };

const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
/** A stored sign-in the server no longer takes: the id token expired, the refresh token unknown. */
const STALE: Credentials = {
  idToken: jwt({ exp: 1 }),
  accessToken: jwt({ exp: 1 }),
  refreshToken: 'revoked-refresh-token-0000',
};

/** Stores credentials under a key once per tab, before the app starts (a reload keeps what the app did). */
async function storeOnce(
  target: Page | BrowserContext,
  credentials: Credentials,
  key = 'backstage.credentials',
) {
  await target.addInitScript(
    ({ key, credentials }) => {
      if (sessionStorage.getItem(`stored:${key}`)) return;
      sessionStorage.setItem(`stored:${key}`, '1');
      localStorage.setItem(key, JSON.stringify(credentials));
    },
    { key, credentials },
  );
}

async function signedInUser(request: APIRequestContext, name: string): Promise<Credentials> {
  const email = uniqueEmail(name);
  await createActiveUser(request, email);
  const signIn = await request.post('/api/v1/signin', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  return signIn.json();
}

const stored = (page: Page, key = 'backstage.credentials') =>
  page.evaluate((key) => localStorage.getItem(key), key);

test('after "Session expired" the login form is there, and signing in returns to the screen', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('expired-form');
  await createActiveUser(request, email);
  await storeOnce(page, STALE);
  await page.goto(portalUrl('/mygear'));
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toContainText('Token has expired. Please login again.', { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(portalUrl('/login'));
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(portalUrl('/mygear'));
});

for (const path of ['/tools', '/policies', '/cloud/memberships']) {
  test(`a refused refresh on ${path}, which needs no sign-in, signs out and stays`, async ({ page }) => {
    await storeOnce(page, STALE);
    await page.goto(portalUrl(path));
    const dialog = page.getByRole('dialog', { name: 'Session expired' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    expect(await stored(page)).toBeNull();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(portalUrl(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('tabs near token expiry share one refresh and both stay signed in', async ({ context, request }) => {
  test.slow();
  const credentials = await signedInUser(request, 'two-tabs');
  // The id token as the tabs see it: a minute left, under the 180 s margin, so both refresh before a request.
  const [, payload] = credentials.idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const nearExpiry = { ...credentials, idToken: jwt({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 }) };
  const first = await context.newPage();
  // Stored from a page of the origin that is not the app, so nothing refreshes before both tabs start.
  await first.goto('/api/health');
  await first.evaluate(
    (value) => localStorage.setItem('backstage.credentials', value),
    JSON.stringify(nearExpiry),
  );
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/tokens/refresh')) refreshes.push(request.url());
  });
  const second = await context.newPage();
  await Promise.all([first.goto(portalUrl('/mygear')), second.goto(portalUrl('/mygear'))]);
  for (const tab of [first, second]) {
    await expect(tab.getByRole('heading', { name: 'My Gear', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(tab.getByRole('dialog', { name: 'Session expired' })).toHaveCount(0);
    await expect(tab).toHaveURL(portalUrl('/mygear'));
  }
  expect(refreshes).toHaveLength(1);
  expect(JSON.parse((await stored(first))!).refreshToken).not.toBe(credentials.refreshToken);
});

test('a different user on the other brands found at page load is a session error', async ({
  page,
  request,
}) => {
  test.slow();
  const roland = await signedInUser(request, 'load-split-a');
  const other = await signedInUser(request, 'load-split-b');
  await storeOnce(page, roland, 'backstage.credentials.roland');
  await storeOnce(page, other);
  const browserSignOut = page.waitForRequest(
    (r) => r.url().includes('/api/v1/oauth2/signout') && r.method() === 'POST',
  );
  await page.goto(portalUrl('/mygear'));
  const dialog = page.getByRole('dialog', { name: 'Session error.' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await browserSignOut;
  await expect(page).toHaveURL(portalUrl('/login'));
  await expectNoAxeViolations(page);
  expect(await stored(page)).toBeNull();
  expect(await stored(page, 'backstage.credentials.roland')).not.toBeNull();
});
