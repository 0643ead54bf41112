import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// docs/product.md#routes-and-screens: signed out, '/' is the home before login with its own sign-in card; signing in there shows the
// signed-in home at once, without a reload, whatever the brand.
const visits: [string, string, string][] = [
  ['DW', '/', 'localhost'],
  ['ROLAND', '/?theme=roland', 'localhost'],
  ['BOSS', '/?theme=boss', 'localhost'],
  ['PDP', '/', 'pdpdrums.localhost'],
];

for (const [brand, path, host] of visits) {
  test(`signing in on the ${brand} landing page shows the signed-in home @phone`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`home-${brand.toLowerCase()}`);
    await createActiveUser(request, email);
    await page.goto(portalUrl(path, host));
    const card = page.getByRole('region', { name: 'Sign in' });
    await card.getByLabel('Email').fill(email);
    await card.getByLabel('Password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page).toHaveURL(/\/backstage\/?(\?.*)?$/);
    await expectNoAxeViolations(page);
  });
}
