import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a sign-in from a new device is mailed; "this wasn’t me" signs out everywhere and starts a password reset @phone', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('new-device');
  await createActiveUser(page.request, email);
  // The account's first sign-in, here; then one on an iPhone the account has never used.
  await startSignedIn(page, email);
  const signIn = await page.request.post('/api/v1/signin', {
    headers: { 'user-agent': PHONE },
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const elsewhere = await signIn.json();

  const alert = await waitForMail(page.request, email, /new sign-in/);
  expect(alert.subject).toMatch(/Backstage: new sign-in on Apple iPhone \(iOS 17\.5\), Mobile Safari 17$/);
  expect(alert.text).toMatch(/Apple iPhone \(iOS 17\.5\), Mobile Safari 17 in .+, on .+ UTC\./);
  const link = alert.text.match(/https?:\/\/\S+\/backstage\/security-alert\?\S+/)![0];

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Wasn’t you?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out everywhere and reset my password' }).click();
  await expect(
    page.getByText(`Every session of your account is signed out. We sent an e-mail to ${email}`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The phone's session stopped at once, and a password reset mail arrived.
  const refresh = await page.request.post('/api/v1/tokens/refresh', {
    data: { token: elsewhere.refreshToken },
  });
  expect(refresh.status()).toBe(401);
  const reset = await waitForMail(page.request, email, /reset your password/);
  expect(reset.text).toContain('/backstage/reset-password?code=');

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign out everywhere and reset my password' }).click();
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
});
