import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { STAFF_ADMIN_EMAIL } from '../playwright.config';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { confirmItsYou } from './support/reauth';
import { startSignedIn } from './support/signed-in';
import { freshCode, signInWithCode, turnOnTwoStep } from './support/totp';
import { createActiveUser, PASSWORD, signInWithForm, uniqueEmail } from './support/users';

// The staff console against the real server (docs/product.md#staff-console): the operator's command made
// STAFF_ADMIN_EMAIL the first admin before the server started (playwright.config.ts); that admin turns two-step
// sign-in on, signs in with a code and grants `support` and `content` (de-DE) in the console; the support member
// finds a customer by serial, resets their two-step sign-in and corrects a purchase date, and the customer gets
// the mail and sees the entry in their security centre; the content member drafts, previews and publishes the
// de-DE sign-in button's text, a de-DE visitor sees it, and it goes back to the shipped text.

const staffEmail = (name: string) => uniqueEmail(name).replace(/@example\.com$/, '@roland.com');

/** Axe with the pointer off the page (a button's hover shade is left to the theme's own checks). */
async function expectReadable(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
}

/** A registration of the customer's with a serial of their own, for the lookup by serial. */
async function registerWithSerial(page: Page, email: string, serialCode: string) {
  const { idToken } = await (
    await page.request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${idToken}` };
  const me = await (await page.request.get('/api/v1/me', { headers })).json();
  const created = await page.request.post(`/api/v1/users/${me.id}/registeredProducts`, {
    headers,
    data: {
      product: { modelCode: 'FP-30X' },
      serialCode,
      purchaseDate: '2024-03-15',
      purchaseMethod: { value: 'In a store' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** The admin gives an account its roles in the Staff section, confirming it is them. */
async function grant(page: Page, email: string, role: 'Support' | 'Content', culture?: string) {
  await page.getByLabel('E-mail address of the account').fill(email);
  await page.getByRole('button', { name: 'Add a staff member' }).click();
  const dialog = page.getByRole('dialog', { name: `Roles of ${email}` });
  await dialog.getByRole('checkbox', { name: new RegExp(`^${role}:`) }).check();
  if (culture) {
    await dialog.getByLabel('Cultures whose texts they edit').fill(culture);
    await page.getByRole('option', { name: culture, exact: true }).click();
  }
  await expectReadable(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await confirmItsYou(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Staff roles and cultures' })).toContainText(email);
}

/** A staff member's own browser, signed in with the password and an authenticator code. */
async function staffBrowser(context: BrowserContext, email: string, secret: string, spent: number) {
  const page = await context.newPage();
  await signInWithCode(page, email, secret, spent);
  return page;
}

test('the first admin grants support and content; support helps a customer, content publishes a de-DE text', async ({
  page,
  browser,
}) => {
  // Four people, five sign-ins with codes a time step apart, and a minute for a published text at most.
  test.setTimeout(420_000);
  const supportEmail = staffEmail('console-support');
  const contentEmail = staffEmail('console-content');
  const customerEmail = uniqueEmail('console-customer');
  // Serials are 7 or 8 characters (a longer one is cut to its last 7).
  const serial = `S${Date.now().toString(36).slice(-7).toUpperCase()}`;
  for (const email of [supportEmail, contentEmail, customerEmail])
    await createActiveUser(page.request, email);
  const supportCode = await turnOnTwoStep(page.request, supportEmail);
  const contentCode = await turnOnTwoStep(page.request, contentEmail);
  await registerWithSerial(page, customerEmail, serial);
  await turnOnTwoStep(page.request, customerEmail);

  // The operator's admin signs in with the password: the console asks for two-step sign-in first.
  await signInWithForm(page, STAFF_ADMIN_EMAIL);
  await page.goto(portalUrl('/admin'));
  await expect(page.getByRole('alert')).toContainText('The staff console needs two-step sign-in.');
  await expectReadable(page);
  await page.getByRole('link', { name: 'Go to security settings' }).click();
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await confirmItsYou(page);
  const setUp = page.getByRole('dialog', { name: 'Set up two-step sign-in' });
  const secret = (await setUp.getByTestId('totp-secret').textContent())!.trim();
  const first = await freshCode(secret);
  await setUp.getByLabel('6-digit code').fill(first.code);
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  await page
    .getByRole('dialog', { name: 'Your recovery codes' })
    .getByRole('button', { name: 'I have saved my codes' })
    .click();
  await expect(card.getByText(/Two-step sign-in is on\./)).toBeVisible();
  await page.goto(portalUrl('/'));
  await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithCode(page, STAFF_ADMIN_EMAIL, secret, first.step);

  // With a code, the console opens on the admin's sections; the admin adds the two staff members.
  await page.goto(portalUrl('/admin'));
  const nav = page.getByRole('navigation', { name: 'Staff console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Audit log', 'Staff']);
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff roles and cultures', level: 2 })).toBeVisible();
  await page.getByLabel('E-mail address of the account').fill(customerEmail);
  await page.getByRole('button', { name: 'Add a staff member' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Staff roles are only for accounts on Roland's own mail domain.",
  );
  await expectReadable(page);
  await grant(page, supportEmail, 'Support');
  await grant(page, contentEmail, 'Content', 'de-DE');
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table')).toContainText('Changed staff roles');
  await expectReadable(page);

  // Support finds the customer by serial and resets their two-step sign-in with a reason.
  const supportContext = await browser.newContext();
  const support = await staffBrowser(supportContext, supportEmail, supportCode.secret, supportCode.spent);
  await support.goto(portalUrl('/admin'));
  await expect(support).toHaveURL(/\/admin\/customers$/);
  await support.getByLabel('E-mail, name, serial number or ticket number').fill(serial.toLowerCase());
  await support.getByRole('button', { name: 'Search', exact: true }).click();
  const results = support.getByRole('list', { name: 'Customers found' });
  await expect(results).toContainText(customerEmail);
  await results.getByRole('link').click();
  await expect(support.getByRole('list', { name: 'Registered products' })).toContainText(serial);
  await expectReadable(support);
  await support.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  const reset = support.getByRole('dialog', { name: 'Reset two-step sign-in' });
  const reason = 'Lost their phone; identity checked on the phone with the serial.';
  await reset.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await reset.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await confirmItsYou(support);
  await expect(support.getByText('Done. The action is recorded.')).toBeVisible();
  await expect(support.getByRole('button', { name: 'Reset two-step sign-in' })).toHaveCount(0);

  // … and corrects the registration's purchase date from the receipt.
  await support.getByRole('button', { name: 'Correct the purchase date of “FP-30X”' }).click();
  const correct = support.getByRole('dialog', { name: 'Correct a purchase date' });
  await expect(correct.getByLabel('Purchase date')).toHaveValue('2024-03-15');
  await correct.getByLabel('Purchase date').fill('2024-02-29');
  await correct.getByRole('textbox', { name: /^Reason/ }).fill('Receipt sent with ticket: bought 29 Feb.');
  await expectReadable(support);
  await correct.getByRole('button', { name: 'Correct the date' }).click();
  await confirmItsYou(support);
  await expect(correct).toBeHidden();
  await support.getByRole('button', { name: 'Correct the purchase date of “FP-30X”' }).click();
  await expect(correct.getByLabel('Purchase date')).toHaveValue('2024-02-29');
  await correct.getByRole('button', { name: 'Cancel' }).click();
  await supportContext.close();

  // The customer gets the mail and sees the entry in their security centre.
  const mail = await waitForMail(page.request, customerEmail, /support reset your two-step sign-in/);
  expect(mail.text).toContain(reason);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await startSignedIn(customer, customerEmail);
  await customer.goto(portalUrl('/settings/security'));
  const entries = customer.getByRole('list', { name: 'Actions by Roland support' });
  await expect(entries).toContainText('support reset your two-step sign-in');
  await expect(entries).toContainText(`Reason given: ${reason}`);
  await expectReadable(customer);
  await customerContext.close();

  // Content drafts the de-DE sign-in button, previews it, publishes it; a de-DE visitor sees it.
  const contentContext = await browser.newContext();
  const content = await staffBrowser(contentContext, contentEmail, contentCode.secret, contentCode.spent);
  await content.goto(portalUrl('/admin'));
  await expect(content).toHaveURL(/\/admin\/texts$/);
  await content.getByRole('link', { name: 'de-DE' }).click();
  await content.getByLabel('Search by key or text').fill('auth:login.submit');
  await content.getByRole('button', { name: 'Search', exact: true }).click();
  const list = content.getByRole('list', { name: 'Texts' });
  await expect(list.getByRole('heading', { name: 'auth:login.submit', exact: true })).toBeVisible();
  // de-DE is machine-made (docs/translations.md): the key is marked until a content editor publishes a text.
  const row = list.getByRole('listitem').filter({ hasText: 'auth:login.submit' });
  await expect(row).toContainText('Machine-made, not reviewed');
  await content.getByRole('checkbox', { name: 'Show only machine-made texts' }).check();
  await expect(content).toHaveURL(/unreviewed=1/);
  await expect(row).toBeVisible();
  await content.getByRole('button', { name: 'Edit auth:login.submit', exact: true }).click();
  const edit = content.getByRole('dialog', { name: 'Edit auth:login.submit' });
  const text = `Jetzt anmelden ${Date.now().toString(36)}`;
  await edit.getByRole('textbox', { name: /^Your text/ }).fill(text);
  await edit.getByRole('button', { name: 'Save draft' }).click();
  await expect(edit).toBeHidden();
  await expect(list).toContainText('Not published');
  await expectReadable(content);
  const [preview] = await Promise.all([
    contentContext.waitForEvent('page'),
    content.getByRole('link', { name: /^Preview on the portal/ }).click(),
  ]);
  // The preview tab remembers it previews once the app has started there; the sign-in page then shows the draft.
  await expect(preview.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await preview.goto(portalUrl('/login?culture_code=de-DE'));
  await expect(preview.getByRole('button', { name: text })).toBeVisible();
  await preview.close();
  await content.getByRole('button', { name: 'Publish 1 change' }).click();
  await expect(content.getByText('Published. Visitors see the new texts within a minute.')).toBeVisible();
  // Published, it counts as reviewed: the list of machine-made texts no longer has it.
  await expect(list.getByRole('heading', { name: 'auth:login.submit', exact: true })).toHaveCount(0);
  await content.getByRole('checkbox', { name: 'Show only machine-made texts' }).uncheck();
  await expect(row).not.toContainText('Machine-made, not reviewed');
  await expect(row).toContainText('Published override');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // Each process keeps the public answer up to 30 s and the browser as long again: within a minute.
  await expect(async () => {
    await visitor.goto(portalUrl('/login?culture_code=de-DE'));
    await expect(visitor.getByRole('button', { name: text })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 75_000, intervals: [5_000] });
  await expectReadable(visitor);

  // Back to the shipped text: the console shows no override, and visitors read "Anmelden" again.
  await content.getByRole('button', { name: 'Back to the shipped text for auth:login.submit' }).click();
  await expect(content.getByText('Back to the shipped text.')).toBeVisible();
  await expect(list).not.toContainText(text);
  await expect(row).toContainText('Machine-made, not reviewed');
  await expect(async () => {
    await visitor.goto(portalUrl('/login?culture_code=de-DE'));
    await expect(visitor.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 75_000, intervals: [5_000] });
  await visitorContext.close();
  await contentContext.close();
});
