import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { portalUrl } from './app';
import { codeIn, waitForMail } from './mailbox';

export const PASSWORD = 'Kettle-Drum-77';

/** A fresh address for one test run. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A serial no other journey registers: a unit has one current owner across accounts, and a second account's
 * registration of it is a dispute (docs/product.md#unit-ownership); journeys, and both projects, share one
 * server. 7 characters, capitals and digits.
 */
export const uniqueSerial = (prefix = 'E') =>
  `${prefix}${Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .toUpperCase()
    .padStart(6, '0')}`.slice(0, 7);

/** A unique 16-digit serial (the app keeps its last 7): see `uniqueSerial`. */
export const uniqueLongSerial = () => `123456789${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** Signs up through the API, not yet activated (for journeys that start from the mail). */
export async function signUpUser(
  request: APIRequestContext,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const { securityToken } = await (await request.get('/api/v1/serverTime')).json();
  const signUp = await request.post('/api/v1/signup', {
    headers: { 'x-client-id': 'dw', 'x-security-token': securityToken },
    data: {
      firstName: 'Aiko',
      lastName: 'Tanaka',
      email,
      password: PASSWORD,
      cultureCode: 'en-US',
      allowEmail: true,
      mailFormatType: 'html',
      signupSource: 'backstage',
      ...extra,
    },
  });
  expect(signUp.status()).toBe(201);
}

/** Signs up and activates an account through the API (for journeys that start signed in). */
export async function createActiveUser(
  request: APIRequestContext,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await signUpUser(request, email, extra);
  const code = codeIn(await waitForMail(request, email, /./));
  expect((await request.post('/api/v1/confirm', { data: { email, code } })).status()).toBe(200);
}

/** Signs in through the login form and waits for home (or the page sign-in leads to). */
export async function signInWithForm(
  page: Page,
  email: string,
  password = PASSWORD,
  landing: RegExp = /\/backstage\/?$/,
): Promise<void> {
  await page.goto(portalUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * The sign-up form's details step as a visitor fills it (e-mail, Continue, name, password twice, the terms),
 * stopping before "Create account" so a test can check the filled form first.
 */
export async function enterSignUpDetails(
  page: Page,
  email: string,
  name: { first: string; last: string } = { first: 'Aiko', last: 'Tanaka' },
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name', { exact: true }).fill(name.first);
  await page.getByLabel('Last name', { exact: true }).fill(name.last);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
}

/**
 * Registers a product of the catalogue (by model code) for an account through the API, with its details, or
 * `pending` with the model only; answers the registration's id.
 */
export async function registerProduct(
  request: APIRequestContext,
  email: string,
  modelCode: string,
  { pending = false, serialCode = uniqueSerial() }: { pending?: boolean; serialCode?: string } = {},
): Promise<number> {
  const { idToken } = await (
    await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${idToken}` };
  const me = await (await request.get('/api/v1/me', { headers })).json();
  const created = await request.post(`/api/v1/users/${me.id}/registeredProducts`, {
    headers,
    data: pending
      ? { product: { modelCode } }
      : {
          product: { modelCode },
          serialCode,
          purchaseDate: '2024-03-15',
          purchaseMethod: { value: 'In a store' },
        },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}
