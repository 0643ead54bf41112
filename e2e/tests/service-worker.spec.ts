import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// The worker is what these journeys are about: allowed here, where the desktop project blocks it (ADR 101).
test.use({ serviceWorkers: 'allow' });

// A first visit installs the worker and caches the shell beside the page's own loading: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

// docs/product.md#service-worker and #installable-app: /sw.js at root scope, the token message and its reply,
// the allowed origins, the offline shell and notice, the brand's manifest.

/** Signs a fresh user in through the API, gives them a store id, and returns the tokens the web app keeps. */
async function signedInUserWithStoreId(
  request: import('@playwright/test').APIRequestContext,
  shopifyId: string,
) {
  const email = uniqueEmail('service-worker');
  await createActiveUser(request, email);
  const tokens = await (await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })).json();
  const stored = await request.post('/api/v1/externalUserId/services/shopify', {
    headers: { authorization: `Bearer ${tokens.idToken}` },
    data: { id: shopifyId },
  });
  expect(stored.status()).toBe(201);
  return tokens as { idToken: string; accessToken: string; refreshToken: string };
}

async function useCredentials(context: BrowserContext, host: string, tokens: object) {
  await context.addInitScript(
    ([value, onHost]) => {
      if (location.hostname === onHost) localStorage.setItem('backstage.credentials', value);
    },
    [JSON.stringify(tokens), host] as const,
  );
}

/** Waits until the page runs under the worker registered at the origin's root. */
async function waitForWorker(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${new URL(page.url()).origin}/`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Posts a message to the worker and resolves with its answer, or 'no answer' after `waitMs`. */
const askWorker = (page: Page, message: object, waitMs = 4000) =>
  page.evaluate(
    ([data, ms]) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        setTimeout(() => resolve('no answer'), ms);
        navigator.serviceWorker.controller!.postMessage(data, [channel.port2]);
      }),
    [message, waitMs] as const,
  );

test('the service worker verifies the id token for the store and the page keeps the shopify id @phone', async ({
  page,
  context,
  request,
}) => {
  const shopifyId = `gid://shopify/Customer/${Date.now()}`;
  const tokens = await signedInUserWithStoreId(request, shopifyId);
  await useCredentials(context, 'localhost', tokens);
  await page.goto(portalUrl('/'));
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible({ timeout: 60_000 });
  await waitForWorker(page);

  // The app asks by itself at start: the reply marks the store redirect ready and keeps the store id.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('backstage.storeRedirectReady')))
    .toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('backstage.externalServiceAccountId'))).toBe(
    shopifyId,
  );

  expect(
    await askWorker(page, { type: 'verifyToken', idToken: tokens.idToken, event: 'storeVisit' }),
  ).toEqual({
    type: 'tokenVerification',
    status: 'success',
    shopifyId,
  });
  expect(
    await askWorker(page, { type: 'verifyToken', idToken: `${tokens.idToken}x`, event: 'storeVisit' }),
  ).toEqual({
    type: 'tokenVerification',
    status: 'failure',
  });
  await expectNoAxeViolations(page);
});

test('the service worker ignores token messages from an origin that is not allowed', async ({
  page,
  context,
  request,
}) => {
  const tokens = await signedInUserWithStoreId(request, `gid://shopify/Customer/${Date.now()}`);
  // 127.0.0.1 serves the same portal but is not its public origin (PUBLIC_URL is http://localhost:PORT).
  await useCredentials(context, '127.0.0.1', tokens);
  await page.goto(`http://127.0.0.1:${E2E_PORT}/backstage/`);
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible({ timeout: 60_000 });
  await waitForWorker(page);
  expect(await askWorker(page, { type: 'verifyToken', idToken: tokens.idToken, event: 'storeVisit' })).toBe(
    'no answer',
  );
  expect(await page.evaluate(() => localStorage.getItem('backstage.externalServiceAccountId'))).toBeNull();
});

test('an offline start shows the cached shell and the offline notice, and no API answer was cached @phone', async ({
  page,
  context,
  request,
}) => {
  const tokens = await signedInUserWithStoreId(request, `gid://shopify/Customer/${Date.now()}`);
  await useCredentials(context, 'localhost', tokens);
  await page.goto(portalUrl('/'));
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible({ timeout: 60_000 });
  await waitForWorker(page);
  // Every build file this visit loaded is in the worker's cache (the page hands them over once it is controlled).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/backstage/assets/'));
        const missing = await Promise.all(
          loaded.map(async (url) => ((await caches.match(url)) ? null : url)),
        );
        return missing.filter(Boolean).length === 0 && (await caches.match('/backstage/')) !== undefined;
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  // The shell and the screen render from the cache; the screen's data says it cannot load right now.
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
  expect(cachedUrls.length).toBeGreaterThan(1);
  expect(cachedUrls.filter((url) => /\/(api|cloud)\//.test(new URL(url).pathname))).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});

test('each brand’s site is an installable app with the brand’s name and colours', async ({ page }) => {
  await page.goto(portalUrl('/', 'pdpdrums.localhost'));
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return (await fetch(link!.href)).json();
  });
  expect(manifest).toMatchObject({
    name: 'PDP - Backstage',
    display: 'standalone',
    start_url: '/backstage/',
  });
  await waitForWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, where Chromium never installs; nothing else may stand in the way.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});
