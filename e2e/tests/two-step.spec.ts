import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { confirmItsYou } from './support/reauth';
import { startSignedIn } from './support/signed-in';
import { freshCode, timeStep, turnOnTwoStep } from './support/totp';
import { createActiveUser, PASSWORD, signInWithForm, uniqueEmail } from './support/users';

/** Signs out through the home page's link, as a user would. */
async function signOut(page: Page) {
  await page.goto(portalUrl('/'));
  await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The password step of the login page, which for this account asks for the second step. */
async function passwordStep(page: Page, email: string) {
  await page.goto(portalUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

/**
 * Axe on the page with the pointer moved off it: after a click it rests on the next step's button, whose
 * hover shade is the theme's (left to the theme's own checks).
 */
async function expectReadable(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
}

test('the user turns on two-step sign-in, signs in with an app code and with a recovery code once @phone', async ({
  page,
  context,
}) => {
  // Five sign-ins and five screens checked with axe: a long journey on a loaded machine.
  test.setTimeout(600_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('two-step');
  await createActiveUser(page.request, email);
  await signInWithForm(page, email);

  // Settings → Security: set up with the QR code's key, checked with the app's first code.
  await page.goto(portalUrl('/settings/security'));
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByText('Two-step sign-in is off.')).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  // Binding an authenticator asks for the password first (docs/product.md#re-authentication).
  await expect(page.getByRole('dialog', { name: 'Confirm it’s you' })).toBeVisible();
  await expectReadable(page);
  await confirmItsYou(page);
  const setUp = page.getByRole('dialog', { name: 'Set up two-step sign-in' });
  await expect(setUp.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await setUp.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);
  await setUp.getByLabel('6-digit code').fill('000000');
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  await expect(setUp.getByText('That code is not right.', { exact: false })).toBeVisible();
  const first = await freshCode(secret, timeStep() - 1);
  await setUp.getByLabel('6-digit code').fill(first.code);
  await setUp.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, shown once: copy and download give the same ten.
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const list = codesDialog.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await codesDialog.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.getByText('Recovery codes copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codesDialog.getByRole('button', { name: 'Download codes' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('backstage-recovery-codes.txt');
  const file = readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await expectNoAxeViolations(page);
  await codesDialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(card.getByText('Two-step sign-in is on. 10 recovery codes left.')).toBeVisible();

  // Sign out; the password alone no longer signs in: the login page asks for the app's code.
  await signOut(page);
  await passwordStep(page, email);
  await expectReadable(page);
  const codeField = page.getByLabel('Code or recovery code');
  await codeField.fill('123');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter a 6-digit code or a recovery code (like ABCDE-FGHJK).')).toBeVisible();
  // The set-up spent its code's time step: a newer one signs in.
  const second = await freshCode(secret, first.step);
  await codeField.fill(second.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign out' })).toBeVisible();

  // A recovery code signs in once; the same code again is refused.
  await signOut(page);
  await passwordStep(page, email);
  await page.getByLabel('Code or recovery code').fill(codes[0]!.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
  await signOut(page);
  await passwordStep(page, email);
  await page.getByLabel('Code or recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check your app and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectReadable(page);
  await page.getByLabel('Code or recovery code').fill(codes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);

  // The history shows both outcomes of the second step; the card counts the codes left.
  await page.goto(portalUrl('/settings/security'));
  await expect(card.getByText('Two-step sign-in is on. 8 recovery codes left.')).toBeVisible({
    timeout: 60_000,
  });
  const history = page.getByRole('list', { name: 'Sign-in history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Two-step check failed' })).toHaveCount(1);
  await expect(history.getByRole('listitem').filter({ hasText: 'Two-step check passed' })).toHaveCount(3);

  // Turning it off takes a current code; then the password alone signs in again.
  await card.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
  await turnOff.getByLabel('6-digit code').fill((await freshCode(secret, second.step)).code);
  await turnOff.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  // …and the password again (docs/product.md#re-authentication).
  await confirmItsYou(page);
  await expect(card.getByText('Two-step sign-in is off.')).toBeVisible();
  const signIn = await page.request.post('/api/v1/signin', { data: { email, password: PASSWORD } });
  expect(Object.keys(await signIn.json())).toContain('refreshToken');
});

test('two-step turned on by someone else is undone from the owner’s mail: signed out, that authenticator gone, a reset started', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('two-step-hijack');
  await createActiveUser(page.request, email);
  // Someone holding the password and a session binds their own authenticator (the calls the app makes).
  const { session } = await turnOnTwoStep(page.request, email);

  // The owner's mail says so; its link signs everyone out, takes that authenticator off and mails a reset.
  const mail = await waitForMail(page.request, email, /two-step sign-in was turned on/);
  const link = mail.text.match(/https?:\/\/\S+\/backstage\/security-alert\?\S+/)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Wasn’t you?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere and reset my password' }).click();
  await expect(
    page.getByText(`Every session of your account is signed out. We sent an e-mail to ${email}`),
  ).toBeVisible();
  await expectReadable(page);
  await waitForMail(page.request, email, /reset your password/);
  const refresh = await page.request.post('/api/v1/tokens/refresh', {
    data: { token: session.refreshToken },
  });
  expect(refresh.status()).toBe(401);

  // The password alone signs the owner in again: no second step is asked.
  await signInWithForm(page, email);
  await page.goto(portalUrl('/settings/security'));
  await expect(
    page.getByRole('region', { name: 'Two-step sign-in' }).getByText('Two-step sign-in is off.'),
  ).toBeVisible({
    timeout: 60_000,
  });
});

test('the user makes new recovery codes: asked first, re-authenticated, shown once to copy or download, and mailed about @phone', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('two-step-renew');
  await createActiveUser(page.request, email);
  await startSignedIn(page, email);
  // Two-step sign-in turned on beforehand, through the calls the app makes (its own journey is above).
  const { recoveryCodes: earlier } = await turnOnTwoStep(page.request, email);

  await page.goto(portalUrl('/settings/security'));
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByText('Two-step sign-in is on. 10 recovery codes left.')).toBeVisible({
    timeout: 60_000,
  });
  // Asked first: the codes the member has stop working.
  await card.getByRole('button', { name: 'Make new recovery codes' }).click();
  const ask = page.getByRole('dialog', { name: 'New recovery codes' });
  await expect(ask.getByText('New codes replace your current recovery codes')).toBeVisible();
  await expectReadable(page);
  await ask.getByRole('button', { name: 'Make new codes' }).click();
  // Then re-authenticated (the set-up's proof was spent), docs/product.md#re-authentication.
  await expect(page.getByRole('dialog', { name: 'Confirm it’s you' })).toBeVisible();
  await confirmItsYou(page);

  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const list = codesDialog.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
  expect(codes.filter((text) => earlier.includes(text))).toEqual([]);
  await expectNoAxeViolations(page);
  await codesDialog.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.getByText('Recovery codes copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codesDialog.getByRole('button', { name: 'Download codes' }).click(),
  ]);
  const file = readFileSync(await download.path(), 'utf8');
  for (const text of codes) expect(file).toContain(text);
  await codesDialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(codesDialog).toBeHidden();
  await expect(card.getByText('Two-step sign-in is on. 10 recovery codes left.')).toBeVisible();

  // The owner is told, with the "this wasn't me" link; an earlier code no longer signs in.
  const mail = await waitForMail(page.request, email, /new recovery codes were made/);
  expect(mail.text).toMatch(/\/backstage\/security-alert\?\S+/);
  const signIn = await (
    await page.request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const old = await page.request.post('/api/v1/signin/mfa', {
    data: { mfaToken: signIn.mfaToken, code: earlier[0] },
  });
  expect(old.status()).toBe(400);
});
