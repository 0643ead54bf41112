import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { PASS_CODES_FILE } from '../playwright.config';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { linkIn, waitForMail } from './support/mailbox';
import { createActiveUser, enterSignUpDetails, PASSWORD, uniqueEmail } from './support/users';

// A shared, busy machine: waits are generous, never sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The codes the operator issued with `npm run pass:create` before the server started (playwright.config.ts). */
const issued = () => readFileSync(PASS_CODES_FILE, 'utf8').trim().split('\n');

test('a visitor with a Backstage Pass code creates an account and adds the pass to it @phone', async ({
  page,
  request,
}, testInfo) => {
  // One code per project: phone and desktop run this journey each.
  const code = issued()[testInfo.project.name === 'phone' ? 0 : 1]!;
  const email = uniqueEmail('pass-login');
  // Typed as people do: lower case, spaces instead of hyphens.
  await page.goto(
    portalUrl(`/pass-login?code=${encodeURIComponent(code.toLowerCase().replaceAll('-', ' '))}`),
  );
  await expect(page.getByRole('heading', { name: 'Backstage Pass', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('heading', { name: 'Backstage Pass: Drum Day 2027' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create an account' }).click();

  // The usual sign-up, then activation from the mail and the first sign-in.
  await enterSignUpDetails(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.goto(linkIn(await waitForMail(request, email, /activate your account/)));
  await expect(page.getByText('Your account is active.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Backstage' }).click();

  // Back on the pass page with the code, now signed in: add it.
  await expect(page).toHaveURL(/\/backstage\/pass-login\?code=/);
  await page.getByRole('button', { name: 'Check code' }).click();
  await page.getByRole('button', { name: 'Add to my account' }).click();
  await expect(page.getByText('Your Backstage Pass for Drum Day 2027 is now in your account.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Once only.
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByText('This Backstage Pass code has already been used.')).toBeVisible();

  // The account records where it came from.
  const { idToken } = await (
    await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const me = await (
    await request.get('/api/v1/me', { headers: { authorization: `Bearer ${idToken}` } })
  ).json();
  expect(me.signupSource).toBe('pass_login');
});

test('a member adds a pass signed in; wrong codes say what is wrong', async ({ page, request }) => {
  const email = uniqueEmail('pass-member');
  await createActiveUser(request, email);
  await page.goto(portalUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
  await page.goto(portalUrl('/pass-login'));
  const field = page.getByRole('textbox', { name: 'Backstage Pass code' });
  await field.fill('ABC0-EFGH-JKMN');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByText('Not a valid Backstage Pass code.')).toBeVisible();
  await field.fill('ABCD-EFGH-JKMN');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByText('This Backstage Pass code does not exist.')).toBeVisible();
  await expectNoAxeViolations(page);
  await field.fill(issued()[2]!);
  await page.getByRole('button', { name: 'Check code' }).click();
  await page.getByRole('button', { name: 'Add to my account' }).click();
  await expect(page.getByText('Your Backstage Pass for Drum Day 2027 is now in your account.')).toBeVisible();
});

test('a visitor at an event creates an account from the check-in code and checks in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('check-in');
  await page.goto(portalUrl('/check-in?event=Drum%20Day%202027'));
  await expect(page.getByRole('heading', { name: 'Drum Day 2027', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await enterSignUpDetails(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.goto(linkIn(await waitForMail(request, email, /activate your account/)));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Backstage' }).click();
  await expect(page).toHaveURL(/\/backstage\/check-in\?event=Drum%20Day%202027$/);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(
    page.getByText(/^You are checked in at Drum Day 2027 \(.+\)\. Enjoy the event!$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const { idToken } = await (
    await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${idToken}` };
  expect((await (await request.get('/api/v1/me', { headers })).json()).signupSource).toBe('check_in');
  const { data } = await (await request.get('/api/v1/checkIns', { headers })).json();
  expect(data.map((c: { event: string }) => c.event)).toEqual(['Drum Day 2027']);
});
