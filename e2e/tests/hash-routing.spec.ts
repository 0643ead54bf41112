import { expect, type Page, test } from '@playwright/test';
import { HASH_PORT } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { codeIn, linkIn, waitForMail } from './support/mailbox';
import { confirmItsYou } from './support/reauth';
import { createActiveUser, PASSWORD, signUpUser, uniqueEmail } from './support/users';

// docs/product.md#routing-mode with ROUTER_MODE=hash (this project's server): the mails link to `#/` routes, and history-style
// addresses (older mails, registration cards) still open their route.
const hashUrl = (route: string) => `http://localhost:${HASH_PORT}/backstage/#${route}`;
const historyUrl = (route: string) => `http://localhost:${HASH_PORT}/backstage${route}`;
/** The same link as an older, history-style mail gave it. */
const asHistoryLink = (link: string) => link.replace('/backstage/#/', '/backstage/');

/** Opens an address in a new tab, as a mail client or a camera app does (a page load, not a hash change). */
async function openInNewTab(page: Page, url: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(url);
  return tab;
}

async function signIn(page: Page, email: string) {
  await page.goto(hashUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
}

for (const [kind, linkOf] of [
  ['mailed', (link: string) => link],
  ['history-style', asHistoryLink],
] as const) {
  test(`the ${kind} activation link activates the account`, async ({ page, request }) => {
    const email = uniqueEmail(`hash-activate-${kind}`);
    await signUpUser(request, email);
    const link = linkIn(await waitForMail(request, email, /activate your account/));
    expect(link).toContain(`/backstage/#/activation?code=`);
    const tab = await openInNewTab(page, linkOf(link));
    await expect(tab.getByText('Your account is active.')).toBeVisible();
    await expect(tab).toHaveURL(/\/backstage\/#\/activation\?/);
    await expect(tab.getByLabel('Email')).toHaveValue(email);
    await expectNoAxeViolations(tab);
  });
}

test('the reset-password link opens the new-password step with its code', async ({ page, request }) => {
  const email = uniqueEmail('hash-reset');
  await createActiveUser(request, email);
  await page.goto(hashUrl('/reset-password'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the e-mail' }).click();
  const mail = await waitForMail(request, email, /reset your password/);
  expect(linkIn(mail)).toContain('/backstage/#/reset-password?code=');
  const tab = await openInNewTab(page, linkIn(mail));
  await expect(tab.getByLabel('Code')).toHaveValue(codeIn(mail));
  await tab.getByLabel('New password').fill('Snare-Roll-2026');
  await tab.getByLabel('Confirm password').fill('Snare-Roll-2026');
  await tab.getByRole('button', { name: 'Save the new password' }).click();
  await expect(tab.getByText('Your password has been changed.')).toBeVisible();
});

test('the e-mail change link verifies the new address', async ({ page, request }) => {
  const email = uniqueEmail('hash-mover');
  const newEmail = uniqueEmail('hash-moved');
  await createActiveUser(request, email);
  await signIn(page, email);
  await page.goto(hashUrl('/settings/settings'));
  await page.getByLabel('New e-mail address', { exact: true }).fill(newEmail);
  await page.getByLabel('Confirm new e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Send a code to the new address' }).click();
  await confirmItsYou(page);
  const mail = await waitForMail(request, newEmail, /confirm your new e-mail address/);
  expect(linkIn(mail)).toContain('/backstage/#/email-change?code=');
  const tab = await openInNewTab(page, linkIn(mail));
  await expect(tab.getByLabel('Code')).toHaveValue(codeIn(mail));
  await tab.getByRole('button', { name: 'Confirm your new e-mail address' }).click();
  await expect(tab.getByText(`Your e-mail address is now ${newEmail}.`).first()).toBeVisible();
});

test('a registration card’s history-style QR link opens the QR landing page', async ({ page }) => {
  await page.goto(historyUrl('/qr?mdl=TD-07KV'));
  await expect(page.getByRole('heading', { name: 'Register your ROLAND TD-07KV' })).toBeVisible();
  await expect(page).toHaveURL(hashUrl('/qr?mdl=TD-07KV'));
  await expectNoAxeViolations(page);
  // The brand query inside the hash route counts too.
  const tab = await openInNewTab(page, hashUrl('/qr?mdl=TD-07KV&theme=boss'));
  await expect(tab.getByRole('heading', { name: 'Register your ROLAND TD-07KV' })).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('data-brand', 'BOSS');
});
