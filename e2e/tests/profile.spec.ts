import { expect, type Locator, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { codeIn, waitForMail } from './support/mailbox';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, enterSignUpDetails, PASSWORD, uniqueEmail } from './support/users';

// A date input typed from its first part, as a keyboard user does (a click could land on any part, or on the
// calendar button). Playwright's focus() does not wait for the input to be shown, so that is waited for first.
async function typeInto(input: Locator, keys: string) {
  await expect(input).toBeVisible();
  await input.focus();
  await expect(input).toBeFocused();
  await input.page().keyboard.type(keys);
}

test('a signed-in user edits the profile and adds three phones but not a fourth @phone', async ({
  page,
  request,
}) => {
  // A journey through several screens with sign-ins (argon2): a busy machine takes it past the default.
  test.slow();
  const email = uniqueEmail('profile');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/settings/profile'));
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Keiko');
  await page.getByRole('combobox', { name: 'Country' }).fill('Japan');
  await page.getByRole('option', { name: 'Japan', exact: true }).click();
  // Japanese addresses start with the postal code.
  const address = page.getByRole('group', { name: 'Address' }).getByRole('textbox');
  await expect(address.first()).toHaveAccessibleName('Postal code');
  await page.getByLabel('Postal code').fill('431-1304');
  await page.getByLabel('City').fill('Hamamatsu');
  // Japan's prefectures come from the stateProvinces master list.
  await page.getByRole('combobox', { name: 'State / province' }).fill('Shizu');
  await page.getByRole('option', { name: 'Shizuoka' }).click();
  // Typed as a keyboard user does, in the browser's date format (en-US here: month, day, year).
  await typeInto(page.getByLabel('Birthday'), '04051990');
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Prefer not to say' }).click();

  for (const number of ['555-0101', '555-0102', '555-0103']) {
    await page.getByRole('button', { name: 'Add a phone number' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).last().fill(number);
  }
  await expect(page.getByRole('button', { name: 'Add a phone number' })).toBeDisabled();
  await expect(page.getByText('You can add up to 3 phone numbers')).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Keiko');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Japan');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveCount(3);
  await expect(page.getByLabel('Postal code')).toHaveValue('431-1304');
  await expect(page.getByRole('combobox', { name: 'State / province' })).toHaveValue('Shizuoka');
  const me = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('backstage.credentials') ?? '{}');
    const response = await fetch('/api/v1/me', { headers: { authorization: `Bearer ${stored.idToken}` } });
    return response.json();
  });
  expect(me).toMatchObject({
    firstName: 'Keiko',
    birthday: '1990-04-05',
    gender: { value: 'Prefer not to say' },
    address: { stateProvince: 'Shizuoka', city: 'Hamamatsu' },
  });
  expect(me.phones).toHaveLength(3);

  await page.getByRole('button', { name: 'Remove phone number 2' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveCount(2);
});

test('a partly typed birthday is not valid, and discarding the changes clears it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('birthday');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/settings/profile'));
  const birthday = page.getByLabel('Birthday');
  await typeInto(birthday, '0405');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Birthday must be valid')).toBeVisible();
  await expect(birthday).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByText('Birthday must be valid')).toBeHidden();
  // The typed digits are gone too, not only the form's value.
  expect(await birthday.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(false);
  await expect(page.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
});

test('a ja-JP account sees and must fill the phonetic names', async ({ page, request }) => {
  const email = uniqueEmail('phonetic');
  await createActiveUser(request, email, {
    cultureCode: 'ja-JP',
    phoneticFirstName: 'アイコ',
    phoneticLastName: 'タナカ',
  });
  await startSignedIn(page, email);
  await page.goto(portalUrl('/settings/profile?culture_code=ja-JP'));
  await expect(page.getByLabel('姓（フリガナ）')).toHaveValue('タナカ');
  await page.getByLabel('姓（フリガナ）').fill('');
  await page.getByRole('combobox', { name: '国' }).fill('日本');
  await page.getByRole('option', { name: '日本', exact: true }).click();
  await page.getByRole('button', { name: 'プロフィールを保存' }).click();
  await expect(page.getByText('姓（フリガナ）を入力してください')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('leaving the profile with unsaved changes asks first', async ({ page, request }) => {
  const email = uniqueEmail('unsaved');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/settings/profile'));
  await page.getByLabel('City').fill('Los Angeles');
  await page.getByRole('tab', { name: 'Interests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(portalUrl('/settings/profile'));
  await expect(page.getByLabel('City')).toHaveValue('Los Angeles');
  await page.getByRole('tab', { name: 'Interests' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(portalUrl('/settings/interests'));
});

test('going Back from the profile with unsaved changes asks first', async ({ page, request }) => {
  const email = uniqueEmail('unsaved-back');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/settings/interests'));
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByLabel('City').fill('Los Angeles');
  // As the browser's Back button: a cancelled traversal never ends, which page.goBack() would wait for.
  await page.evaluate(() => history.back());
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  // Gone before going Back again, as the user sees it go, so the two asks never overlap.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(portalUrl('/settings/profile'));
  await expect(page.getByLabel('City')).toHaveValue('Los Angeles');
  await page.evaluate(() => history.back());
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(portalUrl('/settings/interests'));
});

test('a user picks interests and they stay picked', async ({ page, request }) => {
  const email = uniqueEmail('interests');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/settings/interests'));
  await expect(page.getByRole('checkbox')).toHaveCount(12);
  await page.getByRole('checkbox', { name: 'Drums & Percussion' }).check();
  await expect(page.getByText('Your interests have been saved.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Synthesizers' }).check();
  await expect(page.getByRole('checkbox', { name: 'Synthesizers' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Synthesizers' })).toBeEnabled();
  await page.getByRole('checkbox', { name: 'Drums & Percussion' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Drums & Percussion' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Synthesizers' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Drums & Percussion' })).not.toBeChecked();
});

// docs/product.md#interests: the sign-up's interests step saves the set as picked, so an interest unticked after
// going back to the step is not kept.
test('an interest unticked at sign-up after going back is not among the profile’s interests', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('interest-set');
  await page.goto(portalUrl('/signup'));
  await enterSignUpDetails(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  const code = codeIn(await waitForMail(request, email, /activate your account/));
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Synthesizers' }).check();
  await page.getByRole('checkbox', { name: 'Drums & Percussion' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('You are all set.')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Drums & Percussion' }).uncheck();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Go to Backstage' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible({ timeout: 30_000 });

  await page.goto(portalUrl('/settings/interests'));
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Synthesizers' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Drums & Percussion' })).not.toBeChecked();
});
