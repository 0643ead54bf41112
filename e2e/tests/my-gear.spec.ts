import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { codeIn, waitForMail } from './support/mailbox';
import { startSignedIn, test } from './support/signed-in';
import {
  createActiveUser,
  enterSignUpDetails,
  PASSWORD,
  signInWithForm,
  uniqueEmail,
  uniqueLongSerial,
  uniqueSerial,
} from './support/users';

async function fillRegistration(page: Page, serial: string, date: string, method: string) {
  await page.getByLabel('Serial number').fill(serial);
  await page.getByLabel('Purchase date').fill(date);
  await page.getByRole('combobox', { name: 'Where did you buy it?' }).click();
  await page.getByRole('option', { name: method }).click();
}

async function registerByModelSearch(
  page: Page,
  search: string,
  option: string,
  serial: string,
  date: string,
  dealer?: [string, string],
) {
  await page.goto(portalUrl('/mygear/register_product'));
  await page.getByRole('combobox', { name: 'Model' }).fill(search);
  await page.getByRole('option', { name: option }).click();
  await fillRegistration(page, serial, date, 'Online');
  if (dealer) {
    await page.getByRole('combobox', { name: 'Dealer' }).fill(dealer[0]);
    await page.getByRole('option', { name: dealer[1] }).click();
  }
  await page.getByRole('button', { name: 'Register product' }).click();
  await expect(page.getByText(`${option.split(' ')[0]} is now in My Gear.`)).toBeVisible();
}

async function signUpAndActivate(page: Page, request: APIRequestContext, email: string) {
  await enterSignUpDetails(page, email, { first: 'Ken', last: 'Mori' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Code').fill(codeIn(await waitForMail(request, email, /./)));
  await page.getByRole('button', { name: 'Activate my account' }).click();
}

const gearNames = (page: Page) =>
  page.getByRole('list', { name: 'Your registered products' }).getByRole('heading');

test('a user registers gear by model search, sorts it each way, edits and unregisters it @phone', async ({
  page,
  request,
}) => {
  // The whole My Gear journey in one test: longer than a single screen's.
  test.slow();
  const email = uniqueEmail('gear');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/mygear/register_product'));
  await expectNoAxeViolations(page);
  const long = uniqueLongSerial();
  await registerByModelSearch(page, 'FP-30', 'FP-30X (ROLAND)', long, '2024-03-15', [
    'Sweet',
    'Sweetwater, Fort Wayne',
  ]);
  // The product survey follows a registration; a required question left out is named.
  const survey = page.getByRole('dialog', { name: 'About your new instrument: FP-30X' });
  await expect(survey).toBeVisible();
  await expectNoAxeViolations(page);
  await survey.getByRole('radio', { name: 'At a music store' }).check();
  await survey.getByRole('checkbox', { name: 'Practising at home' }).check();
  await survey.getByRole('checkbox', { name: 'Performing' }).check();
  await survey.getByRole('radio', { name: 'Myself' }).check();
  await survey.getByRole('button', { name: 'Send answers' }).click();
  await expect(survey.getByText('Please answer this question.')).toHaveCount(2);
  await survey.getByRole('radio', { name: 'Beginner' }).check();
  await survey.getByRole('radio', { name: 'An acoustic piano' }).check();
  await survey.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('Thank you for your answers!')).toBeVisible();
  await expect(survey).toBeHidden();

  await registerByModelSearch(page, 'DS-1', 'DS-1 (BOSS)', 'ZX12345', '2019-07-01');
  // Put off, it does not come back on this visit (only after the second display time).
  await page
    .getByRole('dialog', { name: /: DS-1$/ })
    .getByRole('button', { name: 'Later' })
    .click();

  await page.goto(portalUrl('/mygear'));
  await expect(gearNames(page)).toHaveText(['FP-30X', 'DS-1']);
  await expect(page.getByText(`Serial number ${long.slice(-7)}`)).toBeVisible();
  await expect(page.getByText('From Sweetwater')).toBeVisible();
  await expectNoAxeViolations(page);
  const sortBy = async (label: string) => {
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: label }).click();
  };
  await sortBy('Purchase date, oldest first');
  await expect(gearNames(page)).toHaveText(['DS-1', 'FP-30X']);
  await sortBy('Product name, Z to A');
  await expect(gearNames(page)).toHaveText(['FP-30X', 'DS-1']);
  await sortBy('Product name, A to Z');
  await expect(gearNames(page)).toHaveText(['DS-1', 'FP-30X']);

  await page.getByRole('button', { name: 'Edit DS-1' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit DS-1' });
  const edited = uniqueSerial('X');
  await edit.getByLabel('Serial number').fill(edited);
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Serial number ${edited}`)).toBeVisible();

  await page.getByRole('button', { name: 'Unregister DS-1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unregister DS-1?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Unregister' }).click();
  await expect(page.getByText('DS-1 has been unregistered.')).toBeVisible();
  await expect(gearNames(page)).toHaveText(['FP-30X']);

  // Each product in My Gear leads to its product page.
  await page.getByRole('link', { name: 'FP-30X', exact: true }).click();
  await expect(page).toHaveURL(portalUrl('/products/fp-30x'));
  await expect(page.getByRole('heading', { level: 1, name: 'FP-30X' })).toBeVisible();
});

test('registering the same product and serial twice says it is already registered', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('twice');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await registerByModelSearch(page, 'FP-30', 'FP-30X (ROLAND)', 'AB12345', '2024-03-15');
  await page.goto(portalUrl('/mygear/register_product'));
  await page.getByRole('combobox', { name: 'Model' }).fill('FP-30');
  await page.getByRole('option', { name: 'FP-30X (ROLAND)' }).click();
  await fillRegistration(page, 'AB12345', '2024-03-15', 'In a store');
  await page.getByRole('button', { name: 'Register product' }).click();
  await expect(
    page.getByText('This product has been added to your Roland Account. Thank you!'),
  ).toBeVisible();
});

test('a registration card QR code started signed out continues after sign-up with the model filled in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('qr');
  await page.goto(portalUrl('/qr?mdl=TD-07KV'));
  await expect(page.getByRole('heading', { name: 'Register your ROLAND TD-07KV' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await signUpAndActivate(page, request, email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Backstage' }).click();
  await expect(page).toHaveURL(portalUrl('/mygear/register_product?mdl=TD-07KV'));
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('TD-07KV (ROLAND)');
  await fillRegistration(page, 'TD07001', '2025-01-10', 'In a store');
  await page.getByRole('button', { name: 'Register product' }).click();
  await expect(page.getByText('TD-07KV is now in My Gear.')).toBeVisible();
});

test('the QR registration started at sign-up is waiting when the user first signs in on another device', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('qr-device');
  await page.goto(portalUrl('/qr?mdl=TD-07KV'));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await signUpAndActivate(page, request, email);
  await expect(page.getByLabel('Password')).toBeVisible();

  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await signInWithForm(phone, email, PASSWORD, /\/mygear\/register_product\?mdl=TD-07KV$/);
  await expect(phone.getByRole('combobox', { name: 'Model' })).toHaveValue('TD-07KV (ROLAND)');
  await otherDevice.close();
});

test('scanning a QR code is for smartphones; a desktop is told so', async ({ page, readerEmail }) => {
  await startSignedIn(page, readerEmail);
  await page.goto(portalUrl('/mygear/register_product'));
  await page.getByRole('button', { name: 'Scan the QR code on your registration card' }).click();
  await expect(page.getByText('Smartphone only.')).toBeVisible();
});

test('a unit the apps reported but not in My Gear is suggested and registers with its serial', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('suggest');
  await createActiveUser(request, email);
  const { idToken } = await (
    await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const userId = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString())['custom:user_id'];
  const reported = await request.post(`/api/services/app/${userId}/devices`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { pcode: 'FP-30XQ765432', productVer: '1.0.3' },
  });
  expect(reported.ok()).toBe(true);

  await startSignedIn(page, email);
  await page.goto(portalUrl('/mygear'));
  const suggestions = page.getByRole('region', { name: 'Not registered yet' });
  await expect(suggestions).toContainText('ROLAND FP-30X');
  await expectNoAxeViolations(page);
  await suggestions.getByRole('link', { name: 'Register FP-30X' }).click();
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('FP-30X (ROLAND)');
  await expect(page.getByLabel('Serial number')).toHaveValue('Q765432');
  await fillRegistration(page, 'Q765432', '2024-05-01', 'Online');
  await page.getByRole('button', { name: 'Register product' }).click();
  await expect(page.getByText('FP-30X is now in My Gear.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('region', { name: 'Not registered yet' })).toBeHidden();
});

test('the later product survey opens from its link, asks which product, and takes the answers', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('survey1');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await registerByModelSearch(page, 'FP-30', 'FP-30X (ROLAND)', 'S100001', '2024-03-15');
  await page.getByRole('dialog').getByRole('button', { name: 'Later' }).click();

  await page.goto(portalUrl('/product-survey-1'));
  await page.getByRole('combobox', { name: 'Which of your products is this survey about?' }).click();
  await page.getByRole('option', { name: 'ROLAND FP-30X (S100001)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How is it going?');
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Very satisfied' }).check();
  await page.getByRole('radio', { name: 'Very likely' }).check();
  await page.getByLabel('What could we do better?').fill('A matching bench in white.');
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('Thank you for your answers!')).toBeVisible();
  await expect(page).toHaveURL(portalUrl('/mygear'));
});
