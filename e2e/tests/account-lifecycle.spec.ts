import { expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { codeIn, linkIn, waitForMail } from './support/mailbox';
import { confirmItsYou } from './support/reauth';
import { enterSignUpDetails, PASSWORD, uniqueEmail as unique } from './support/users';

async function fillSignUp(page: Page, email: string) {
  await page.goto(portalUrl('/signup-login'));
  await enterSignUpDetails(page, email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`We sent an activation link and code to ${email}`)).toBeVisible();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(portalUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a new user signs up, activates from the mail link, signs in and lands home @phone', async ({
  page,
  request,
}) => {
  const email = unique('link');
  await fillSignUp(page, email);
  const mail = await waitForMail(request, email, /activate your account/);
  await page.goto(linkIn(mail));
  // Steps 3-5 of the flow: sign in, pick interests, finish.
  await expect(page.getByText('Your account is active.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoAxeViolations(page);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Drums & Percussion' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Go to Backstage' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
  await page.goto(portalUrl('/settings/interests'));
  await expect(page.getByRole('checkbox', { name: 'Drums & Percussion' })).toBeChecked();
  await page.goto(portalUrl('/'));
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(portalUrl('/login'));
});

test('another user activates by typing the code from the mail', async ({ page, request }) => {
  const email = unique('code');
  await fillSignUp(page, email);
  const mail = await waitForMail(request, email, /activate your account/);
  await page.getByLabel('Code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Your account is active.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Backstage' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
});

test('an e-mail that already has an account is offered sign-in', async ({ page, request }) => {
  const email = unique('exists');
  await fillSignUp(page, email);
  await page.getByLabel('Code').fill(codeIn(await waitForMail(request, email, /activate/)));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  // Leaving before the answer would cancel the activation.
  await expect(page.getByText('Your account is active.')).toBeVisible();
  await page.goto(portalUrl('/signup-login'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'You already have an account' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(portalUrl('/login'));
});

test('a wrong password opens the Login Attempt Unsuccessful dialog', async ({ page }) => {
  await signIn(page, unique('nobody'), 'Wrong-pass-1');
  const dialog = page.getByRole('dialog', { name: 'Login Attempt Unsuccessful' });
  await expect(dialog).toContainText('Incorrect username or password.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('a user resets the password from the mail and signs in with the new one', async ({ page, request }) => {
  const email = unique('reset');
  await fillSignUp(page, email);
  await page.getByLabel('Code').fill(codeIn(await waitForMail(request, email, /activate/)));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  // Leaving before the answer would cancel the activation.
  await expect(page.getByText('Your account is active.')).toBeVisible();

  await page.goto(portalUrl('/login'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // Wait for the reset screen itself: until it loads, the sign-in form's Email field is still on the page.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send the e-mail' }).click();
  await expect(page.getByText(`Enter the code we sent to ${email}`)).toBeVisible();
  const mail = await waitForMail(request, email, /reset your password/);
  await page.goto(linkIn(mail));
  await page.getByLabel('New password').fill('Snare-Roll-2026');
  await page.getByLabel('Confirm password').fill('Snare-Roll-2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await signIn(page, email, 'Snare-Roll-2026');
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
});

test('after sign-in the user returns to the route they wanted', async ({ page, request }) => {
  const email = unique('redirect');
  await fillSignUp(page, email);
  await page.getByLabel('Code').fill(codeIn(await waitForMail(request, email, /activate/)));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  // Leaving before the answer would cancel the activation.
  await expect(page.getByText('Your account is active.')).toBeVisible();
  await page.goto(portalUrl('/404?from=mail'));
  await expect(page).toHaveURL(portalUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(portalUrl('/404?from=mail'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

async function activatedUser(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
  name: string,
) {
  const email = unique(name);
  await fillSignUp(page, email);
  await page.getByLabel('Code').fill(codeIn(await waitForMail(request, email, /activate/)));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Your account is active.')).toBeVisible();
  return email;
}

test('a user changes the e-mail with the code from the mail and signs in with the new address', async ({
  page,
  request,
}) => {
  // A journey through several screens with sign-ins (argon2): a busy machine takes it past the default.
  test.slow();
  const email = await activatedUser(page, request, 'mover');
  await signIn(page, email);
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText(`You sign in with ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const newEmail = unique('moved');
  await page.getByLabel('New e-mail address', { exact: true }).fill(newEmail);
  await page.getByLabel('Confirm new e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Send a code to the new address' }).click();
  await confirmItsYou(page);
  const mail = await waitForMail(request, newEmail, /confirm your new e-mail address/);
  await page.getByLabel('Code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Confirm your new e-mail address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`).first()).toBeVisible();
  // Typed, not followed from another site: it signs out at once (ADR 064).
  await page.goto(portalUrl('/logout'));
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, newEmail);
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
});

test('a user changes the password, and a wrong current password is refused', async ({ page, request }) => {
  const email = await activatedUser(page, request, 'pw');
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
  await page.goto(portalUrl('/settings/settings'));
  await page.getByLabel('Current password').fill('Wrong-pass-1');
  await page.getByLabel('New password').fill('Hi-Hat-Open-42');
  await page.getByLabel('Confirm password').fill('Hi-Hat-Open-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Incorrect current password.')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  // Typed, not followed from another site: it signs out at once (ADR 064).
  await page.goto(portalUrl('/logout'));
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'Hi-Hat-Open-42');
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
});

test('a user deletes the account after confirming, and can no longer sign in', async ({ page, request }) => {
  // A journey through several screens with sign-ins (argon2): a busy machine takes it past the default.
  test.slow();
  const email = await activatedUser(page, request, 'leaver');
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
  await page.goto(portalUrl('/settings/settings'));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  // Deleting asks for the password first (docs/product.md#re-authentication).
  await confirmItsYou(page);
  await expect(page).toHaveURL(portalUrl('/login'));
  await signIn(page, email);
  await expect(page.getByRole('dialog', { name: 'Login Attempt Unsuccessful' })).toBeVisible();
});

test('an expired session returns to login with the route kept', async ({ page }) => {
  // A stored credential whose tokens the server no longer accepts (expired id token, revoked refresh token).
  const expired = (payload: object) =>
    `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
  await page.addInitScript(
    (credentials) => localStorage.setItem('backstage.credentials', JSON.stringify(credentials)),
    {
      idToken: expired({ exp: 1 }),
      accessToken: expired({ exp: 1 }),
      refreshToken: 'revoked-refresh-token-0000',
    },
  );
  await page.goto(portalUrl('/settings?from=mail#password'));
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toContainText('Token has expired. Please login again.');
  await expect(page).toHaveURL(portalUrl('/login'));
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('backstage.redirectRoute'))).toBe(
    '/settings?from=mail#password',
  );
});

test('the app’s delete-account page keeps its redirect query through sign-in and only follows our own sites', async ({
  page,
  request,
}) => {
  const email = await activatedUser(page, request, 'appleaver');
  await page.goto(portalUrl('/delete-account?redirect=https%3A%2F%2Fevil.example%2F'));
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(portalUrl('/delete-account?redirect=https%3A%2F%2Fevil.example%2F'));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  await confirmItsYou(page);
  await expect(page).toHaveURL(portalUrl('/login'));
});
