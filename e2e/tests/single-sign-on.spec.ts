import { expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { codeIn, waitForMail } from './support/mailbox';
import { enterSignUpDetails, PASSWORD } from './support/users';

async function activeAccount(page: Page, request: import('@playwright/test').APIRequestContext) {
  const email = `sso.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(portalUrl('/signup-login'));
  await enterSignUpDetails(page, email, { first: 'Sora', last: 'Ito' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Code').fill(codeIn(await waitForMail(request, email, /activate/)));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Your account is active.')).toBeVisible();
  return email;
}

test('sso=1 on a protected page signs in through OAuth2 and returns to that page', async ({
  page,
  request,
}) => {
  const email = await activeAccount(page, request);
  await page.goto(portalUrl('/settings?sso=1'));
  // No browser session yet: the authorization request sends the visitor to sign in first.
  await expect(page).toHaveURL(/\/backstage\/login\?continue=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(portalUrl('/settings'));
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('a signed-in browser gets new tokens by single sign-on alone, and OAuth2 logout ends it', async ({
  page,
  request,
}) => {
  // Sign-up, sign-in, single sign-on and sign-out in one journey: allow for a busy machine.
  test.slow();
  const email = await activeAccount(page, request);
  await page.goto(portalUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Sora' })).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('backstage.credentials'));
  await page.goto(portalUrl('/oauth2/redirect'));
  await expect(page.getByRole('heading', { name: 'Welcome, Sora' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A link alone signs nobody out: the page asks first.
  await page.goto(portalUrl('/oauth2/logout'));
  await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(portalUrl('/login'));
  await page.goto(portalUrl('/oauth2/redirect'));
  await expect(page).toHaveURL(/\/backstage\/login\?continue=/);
});

test('a code with the wrong state is refused', async ({ page }) => {
  await page.goto(portalUrl('/oauth2/redirect?code=forged-code-123456&state=forged'));
  await expect(page.getByText('State mismatch.')).toBeVisible();
  await expectNoAxeViolations(page);
});
