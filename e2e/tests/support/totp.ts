import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { portalUrl } from './app';
import { PASSWORD } from './users';

const PERIOD = 30;
/** The authenticator's current time step (30 s). */
export const timeStep = () => Math.floor(Date.now() / 1000 / PERIOD);

/**
 * A code the server has not seen: each time step's code works once, so the step after the last one spent
 * (`spent`), once the clock allows it. Answers the code and its step, to pass as `spent` next time.
 * Never the step before the current one: the server takes that only for what is left of the current step, so
 * a code typed near its end would be refused; the current step's (or the next one's) stays good for 30 s more.
 */
export async function freshCode(secret: string, spent = 0) {
  await expect.poll(timeStep, { timeout: 40_000 }).toBeGreaterThanOrEqual(spent);
  const step = Math.max(spent + 1, timeStep());
  return { code: await generate({ secret, epoch: step * PERIOD }), step };
}

/**
 * Turns two-step sign-in on for an account through the API (binding an authenticator asks for the password
 * first, docs/product.md#re-authentication), for journeys that are not about setting it up. Answers the
 * authenticator's secret, the time step its first code spent, the recovery codes it gave and the API session
 * that turned it on.
 */
export async function turnOnTwoStep(request: APIRequestContext, email: string) {
  const session = await (
    await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const userId = JSON.parse(Buffer.from(session.idToken.split('.')[1], 'base64url').toString())[
    'custom:user_id'
  ];
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const proof = await request.post(`/api/v1/users/${userId}/reauth`, {
    headers: auth(session.idToken),
    data: { password: PASSWORD },
  });
  const setUp = await request.post(`/api/v1/users/${userId}/mfa/totp`, {
    headers: { ...auth(session.accessToken), 'x-reauth-token': (await proof.json()).reauthToken },
  });
  const { secret } = (await setUp.json()) as { secret: string };
  const first = await freshCode(secret);
  const on = await request.post(`/api/v1/users/${userId}/mfa/totp/verify`, {
    headers: auth(session.accessToken),
    data: { code: first.code },
  });
  expect(on.status()).toBe(200);
  const { recoveryCodes } = (await on.json()) as { recoveryCodes: string[] };
  return { secret, spent: first.step, recoveryCodes, session };
}

/**
 * Signs in through the login form (of a brand's `host`) with the password and an authenticator code; answers the
 * step it spent.
 */
export async function signInWithCode(
  page: Page,
  email: string,
  secret: string,
  spent: number,
  host = 'localhost',
) {
  await page.goto(portalUrl('/login', host));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const { code, step } = await freshCode(secret, spent);
  await page.getByLabel('Code or recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
  return step;
}
