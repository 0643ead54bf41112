import { expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

async function signInAs(page: Page, email: string, theme: string) {
  await page.goto(portalUrl(`/login?theme=${theme}`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const storedKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('backstage.credentials'))
      .sort(),
  );

test('Roland and the other brands keep their own sign-in; a different user on each is a session error', async ({
  page,
  request,
}) => {
  const first = uniqueEmail('split-a');
  const second = uniqueEmail('split-b');
  await createActiveUser(request, first);
  await createActiveUser(request, second);

  await signInAs(page, first, 'roland');
  expect(await storedKeys(page)).toEqual(['backstage.credentials.roland']);
  // BOSS shares the other brands' credentials, which are empty: sign-in is needed there.
  await page.goto(portalUrl('/settings?theme=boss'));
  await expect(page).toHaveURL(/\/backstage\/login/);

  await signInAs(page, first, 'boss');
  expect(await storedKeys(page)).toEqual(['backstage.credentials', 'backstage.credentials.roland']);

  // Another user on the other brands while Roland holds the first one: the first request after signing in
  // is a session error and ends that sign-in; Roland's stays.
  await page.goto(portalUrl('/login?theme=boss'));
  await page.getByLabel('Email').fill(second);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Session error.' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/backstage\/login/);
  await expectNoAxeViolations(page);
  await expect.poll(() => storedKeys(page)).toEqual(['backstage.credentials.roland']);
});
