import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

test('the next user signing in in the same tab never sees the previous user’s profile', async ({
  page,
  request,
}) => {
  // Two sign-ups (password hashing) and two sign-ins on a busy machine.
  test.slow();
  const first = uniqueEmail('cache-a');
  const second = uniqueEmail('cache-b');
  await createActiveUser(request, first, { firstName: 'Adalinda' });
  await createActiveUser(request, second, { firstName: 'Beatrix' });
  await startSignedIn(page, first);
  await page.goto(portalUrl('/settings/profile'));
  await expect(page.getByLabel('First name')).toHaveValue('Adalinda', { timeout: 30_000 });

  // Sign out and in again without reloading the page: only the app's own cache could carry A's answers over.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // B's own `GET me` is held until A's data has been looked for.
  let asked!: () => void;
  const meAsked = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/me', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.getByLabel('Email').fill(second);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await meAsked;
  await expect(page.getByText(/Adalinda/)).toHaveCount(0);
  await expect(page.getByText(first)).toHaveCount(0);
  await expect(page.locator('input[value="Adalinda"]')).toHaveCount(0);
  release();
  // Let the held calls go on before the handler is removed (else they are answered twice).
  await page.unrouteAll({ behavior: 'wait' });

  await page.goto(portalUrl('/settings/profile'));
  await expect(page.getByLabel('First name')).toHaveValue('Beatrix', { timeout: 30_000 });
});

test('a sign-out link on another site asks first; a typed address and the app’s own sign-out do not @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('logout');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  const signedIn = () => page.evaluate(() => localStorage.getItem('backstage.credentials') !== null);
  // ADR 064: a link planted on another site is a cross-site page load of /logout.
  await page.route('http://elsewhere.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Elsewhere</title><a href="${portalUrl('/logout')}">Win a prize</a></html>`,
    }),
  );
  const followPlantedLink = async () => {
    await page.goto('http://elsewhere.test/');
    await page.getByRole('link', { name: 'Win a prize' }).click();
  };

  // Nothing happens until the user says so.
  await followPlantedLink();
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible({ timeout: 30_000 });
  expect(await signedIn()).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
  expect(await signedIn()).toBe(true);

  await followPlantedLink();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await signedIn()).toBe(false);

  // Signed out, /logout goes straight to login.
  await page.goto(portalUrl('/logout'));
  await expect(page).toHaveURL(/\/login$/);

  // The address typed (a page load the user started, spec §2) signs out at once.
  await startSignedIn(page, email);
  await page.goto(portalUrl('/logout'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await signedIn()).toBe(false);

  // So does the app's own sign-out (a link inside the app).
  await startSignedIn(page, email);
  await page.goto(portalUrl('/'));
  await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await signedIn()).toBe(false);
});
