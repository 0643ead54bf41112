import { expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { confirmItsYou } from './support/reauth';
import { createActiveUser, signInWithForm, uniqueEmail } from './support/users';

/**
 * Chromium's virtual authenticator (DevTools protocol) stands in for the device's own: a platform
 * authenticator that keeps discoverable passkeys and verifies its user without a prompt.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test('the user adds a passkey, signs in with it without a password, and removes it', async ({ page }) => {
  // A sign-up, two sign-ins and two screens checked with axe: more than the default time on a loaded machine.
  test.slow();
  const email = uniqueEmail('passkeys');
  await createActiveUser(page.request, email);
  await addVirtualAuthenticator(page);
  await signInWithForm(page, email);

  // Settings → Security: the browser makes the passkey, then it is named.
  await page.goto(portalUrl('/settings/security'));
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  // Adding one needs the password again (docs/product.md#re-authentication): a wrong one is said on the field.
  const reauth = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(reauth).toContainText('For your security, enter your password to continue.');
  await reauth.getByLabel('Password').fill('Not-my-password-1');
  await reauth.getByRole('button', { name: 'Continue' }).click();
  await expect(reauth.getByText('Incorrect current password.')).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmItsYou(page);
  const naming = page.getByRole('dialog', { name: 'Name your passkey' });
  await naming.getByLabel('Name').fill('Test laptop');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Passkey added. You can now sign in with it.')).toBeVisible();
  const list = card.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: 'Test laptop' })).toContainText('not used yet');
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  // Signed out, back in with the passkey alone: no address, no password.
  await page.goto(portalUrl('/'));
  await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);

  // The sign-in is in the history; the passkey shows its use; removing it asks first.
  await page.goto(portalUrl('/settings/security'));
  const history = page.getByRole('list', { name: 'Sign-in history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Signed in with a passkey' })).toHaveCount(1, {
    timeout: 60_000,
  });
  const row = list.getByRole('listitem', { name: 'Test laptop' });
  await expect(row).toContainText('last used');
  await row.getByRole('button', { name: 'Remove Test laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(confirm).toContainText('“Test laptop” will no longer sign you in.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  // Removing asks for the password first (docs/product.md#re-authentication).
  await expect(page.getByRole('dialog', { name: 'Confirm it’s you' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await confirmItsYou(page);
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});
