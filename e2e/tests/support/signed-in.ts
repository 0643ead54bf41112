import { brandClientId, resolveBrand, type SessionResponse } from '@backstage/domain';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { createActiveUser, PASSWORD, uniqueEmail } from './users';

/**
 * Starts a journey signed in, as Playwright's authentication guide does with storage state: signs in through
 * the API in the page's own browser context (so the sign-in's session cookie lands there, as the form's would)
 * and puts the tokens where the web app keeps them (web/src/lib/credentials.ts), before the first page. The
 * journey then opens the page it is about; it is on no page yet. Journeys about signing in (sign-up,
 * activation, sign-in, two-step, passkeys, a redirect after sign-in) use `signInWithForm` instead.
 *
 *   await createActiveUser(request, email);
 *   await startSignedIn(page, email);
 *   await page.goto(portalUrl('/mygear'));
 *
 * `host` is the brand host of the journey (`pdpdrums.localhost`); its brand signs in with its own client id
 * and, for Roland, its own credential store (docs/product.md#credentials). Answers the tokens.
 */
export async function startSignedIn(
  page: Page,
  email: string,
  { password = PASSWORD, host = 'localhost' }: { password?: string; host?: string } = {},
): Promise<SessionResponse> {
  const context = page.context();
  const brand = resolveBrand({ host, queryTheme: null, storedTheme: null });
  // Node resolves no `*.localhost` name (Chromium does): the API is asked on localhost, for the host's brand.
  const answer = await context.request.post(`http://localhost:${E2E_PORT}/api/v1/signin`, {
    headers: { 'x-client-id': brandClientId(brand) },
    data: { email, password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const session = (await answer.json()) as SessionResponse;
  const { idToken, accessToken, refreshToken } = session;
  const key = brand === 'ROLAND' ? 'backstage.credentials.roland' : 'backstage.credentials';
  // Storage state replaces the context's: keep the cookies it has, and the sign-in's browser-session cookie
  // for the brand's host too, where its pages will send it.
  const { cookies } = await context.storageState();
  const onHost = host === 'localhost' ? [] : cookies.filter((c) => c.domain === 'localhost');
  await context.setStorageState({
    cookies: [...cookies, ...onHost.map((cookie) => ({ ...cookie, domain: host }))],
    origins: [
      {
        origin: `http://${host}:${E2E_PORT}`,
        localStorage: [{ name: key, value: JSON.stringify({ idToken, accessToken, refreshToken }) }],
      },
    ],
  });
  return session;
}

/**
 * Playwright's `test` with `readerEmail`: one active account per worker for journeys that only read (a
 * product page, the 404 page, MyFeed), so its sign-up, mail and activation happen once per worker, not once
 * per test. A journey that changes the account or its settings, or checks what a new account sees, makes its
 * own with `createActiveUser`.
 *
 *   test('…', async ({ page, readerEmail }) => {
 *     await startSignedIn(page, readerEmail);
 */
export const test = base.extend<object, { readerEmail: string }>({
  readerEmail: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
      const email = uniqueEmail(`reader-${workerInfo.workerIndex}`);
      await createActiveUser(request, email);
      await request.dispose();
      await use(email);
    },
    { scope: 'worker' },
  ],
});
