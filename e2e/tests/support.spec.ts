import { formFields, type SupportField, type SupportForm, supportTabsFor } from '@backstage/domain';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import labels from '../../web/src/i18n/locales/en-US/support.json' with { type: 'json' };
import { DESK_AGENT_EMAIL } from '../playwright.config';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { startSignedIn } from './support/signed-in';
import { signInWithCode, turnOnTwoStep } from './support/totp';
import { createActiveUser, registerProduct, uniqueEmail, uniqueSerial } from './support/users';

// What a user types into each field of a support form (docs/product.md#support-forms).
const TYPED: Partial<Record<SupportField, string>> = {
  subject: 'Question about my gear',
  otherProductName: 'TU-3 Chromatic Tuner',
  productId: 'DWCP5000AH4',
  serialCode: 'Z1234567',
  purchaseDate: '2024-03-15',
  purchasingMethod: 'In a store',
  purchasedDealer: 'Sweetwater',
  orderNumber: 'ORD-1001',
  raNumber: 'RA-2002',
  osVersion: '14.5',
  audioInterface: 'Focusrite Scarlett 2i2',
  partsDescription: 'Kick pad beater',
  quantity: '2',
  description: 'The snare pad stopped triggering.',
  question: 'How do I update the firmware?',
  comment: 'Is there any news?',
  phone: '555 010 2030',
  addressLine1: '1 Main Street',
  city: 'Austin',
  stateProvince: 'TX',
  postalCode: '73301',
  zipCode: '73301',
};
const CHOSEN: Partial<Record<SupportField, string>> = { computerOs: 'macOS', productBrand: 'PDP' };

// Each journey files many forms on a shared, busy machine: waits are generous, never sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

// Each brand on its own site: the host picks the brand (docs/product.md#themes).
const DW = 'localhost';
const ROLAND = 'roland.localhost';

const label = (field: SupportField) => new RegExp(`^${labels.fields[field]}( \\*)?$`);

/** Starts signed in on the brand's site (its own credential store, docs/product.md#credentials). */
const signIn = (page: Page, email: string, host: string) => startSignedIn(page, email, { host });

/** Fills the form's required fields (optional ones stay empty) and sends it; answers the ticket number. */
async function fileForm(page: Page, host: string, form: SupportForm, product?: string): Promise<string> {
  await page.goto(portalUrl(`/support/${form}`, host));
  await expect(page.getByRole('heading', { name: labels.forms[form].title, level: 2 })).toBeVisible();
  for (const { field, required } of formFields(form)) {
    if (!required || field === 'name' || field === 'email') continue;
    if (field === 'agreeTerms') await page.getByLabel(labels.fields.agreeTerms).check();
    else if (field === 'product' || CHOSEN[field]) {
      await page.getByRole('combobox', { name: label(field) }).click();
      await page
        .getByRole('option', { name: field === 'product' ? (product ?? 'Other') : CHOSEN[field] })
        .click();
      if (field === 'product' && !product)
        await page.getByRole('textbox', { name: label('otherProductName') }).fill(TYPED.otherProductName!);
    } else await page.getByRole('textbox', { name: label(field) }).fill(TYPED[field]!);
  }
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: labels.thankYou.title })).toBeVisible();
  const number = (await page.getByText(/Your request number is #\d+\./).textContent())!.match(/#(\d+)/)![1]!;
  return number;
}

test('a DW user files every drum-brand form and reads the confirmation mail', async ({ page, request }) => {
  const email = uniqueEmail('dw-support');
  await createActiveUser(request, email);
  await signIn(page, email, DW);
  await page.goto(portalUrl('/support', DW));
  const tabs = page.getByRole('tablist');
  for (const form of supportTabsFor('DW'))
    await expect(
      tabs.getByRole('tab', { name: new RegExp(`^${labels.forms[form].title.replace('/', '\\/')}`) }).first(),
    ).toBeVisible();
  await expect(page.getByRole('textbox', { name: label('name') })).toHaveValue('Aiko Tanaka');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  for (const form of supportTabsFor('DW')) {
    const number = await fileForm(page, DW, form);
    const mail = await waitForMail(request, email, new RegExp(`we received your request #${number}$`));
    expect(mail.text).toContain('48 working hours');
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'My requests' }).first().click();
  await expect(page.getByRole('list', { name: 'My requests' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByText('Received').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a Roland user files every US form, one filled from My Gear', async ({ page, request }) => {
  const email = uniqueEmail('roland-support');
  await createActiveUser(request, email);
  await registerProduct(request, email, 'FP-30X');
  await signIn(page, email, ROLAND);
  for (const form of supportTabsFor('ROLAND')) {
    const number = await fileForm(page, ROLAND, form, 'FP-30X');
    if (form === 'parts_order_request') {
      await expect(page.getByText('We acknowledge parts orders within 72 hours.')).toBeVisible();
      const mail = await waitForMail(request, email, new RegExp(`request #${number}$`));
      expect(mail.text).toContain('within 72 hours');
    }
  }
  await page.goto(portalUrl('/support/requests', ROLAND));
  await expect(page.getByRole('list', { name: 'My requests' }).getByRole('listitem')).toHaveCount(11);
});

test('My Gear’s Get support opens the product support form filled from the product @phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('gear-support');
  await createActiveUser(request, email);
  const serial = uniqueSerial('Z');
  await registerProduct(request, email, 'FP-30X', { serialCode: serial });
  await signIn(page, email, ROLAND);
  await page.goto(portalUrl('/mygear', ROLAND));
  await page.getByRole('link', { name: 'Get support for FP-30X' }).click();
  await expect(page).toHaveURL(/\/support\/product_support\?registeredProduct=\d+/);
  await expect(page.getByRole('combobox', { name: label('product') })).toHaveText('FP-30X');
  await expect(page.getByRole('textbox', { name: /^Serial number/ })).toHaveValue(serial);
  await expect(page.getByRole('textbox', { name: /^Purchase date/ })).toHaveValue('2024-03-15');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: label('subject') }).fill('Firmware update');
  await page
    .getByRole('textbox', { name: label('question') })
    .fill('Which firmware fixes the Bluetooth pairing?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Your request number is #\d+\./)).toBeVisible();
  await expect(page.getByText(/within 48 working hours/)).toBeVisible();
  await expectNoAxeViolations(page);
  await waitForMail(request, email, /Roland Support: we received your request #\d+$/);
  // docs/product.md#in-text-anchors: the anchors open their tab.
  for (const anchor of ['order_status', 'repair_status', 'service_request'] as const) {
    await page.goto(portalUrl(`/support#${anchor}`, ROLAND));
    await expect(page).toHaveURL(new RegExp(`/support/${anchor}$`));
    await expect(page.getByRole('heading', { name: labels.forms[anchor].title, level: 2 })).toBeVisible();
  }
});

const formHeading = (page: Page, form: SupportForm) =>
  page.getByRole('heading', { name: labels.forms[form].title, level: 2 });

type Landing = SupportForm | 'register' | 'contact' | 'membership';

/** Where a support link lands: its path and the heading (or tab) that shows the page works. */
async function expectLanding(page: Page, target: Landing) {
  if (target === 'register') {
    await expect(page).toHaveURL(/\/mygear\/register_product$/);
    await expect(page.getByRole('tab', { name: 'Register a Product', selected: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Model' })).toBeVisible();
  } else if (target === 'contact') {
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(formHeading(page, 'contact_us')).toBeVisible();
  } else if (target === 'membership') {
    await expect(page).toHaveURL(/\/cloud\/account$/);
    await expect(page.getByRole('heading', { name: 'Account details', level: 1 })).toBeVisible();
  } else {
    await expect(page).toHaveURL(new RegExp(`/support/${target}$`));
    await expect(formHeading(page, target)).toBeVisible();
  }
}

/** Clicks each Support-tab link of a product page in turn, checks where it lands, and comes back. */
async function followSupportLinks(page: Page, host: string, slug: string, links: [string, Landing][]) {
  await page.goto(portalUrl(`/products/${slug}/support`, host));
  for (const [name, target] of links) {
    const link = page.getByRole('main').getByRole('link', { name, exact: true });
    await link.click();
    await expectLanding(page, target);
    await page.goBack();
    await expect(link).toBeVisible();
  }
}

test('the product page’s Support links land on working support pages', async ({ page, request }) => {
  const email = uniqueEmail('product-support-links');
  await createActiveUser(request, email);
  await registerProduct(request, email, 'DW-DWE');
  await signIn(page, email, DW);
  // docs/product.md#support-tabs: a DW product asks through dw_product_support, DWe through its own form.
  await followSupportLinks(page, DW, 'collectors-series-maple-ssc', [
    ['DW product support', 'dw_product_support'],
    ['Returns, repairs and warranty', 'dw_service_inquiry'],
    ['Order support', 'dw_order_support'],
    ["Register your Collector's Series Maple SSC", 'register'],
  ]);
  await followSupportLinks(page, DW, 'dwe-drum-kit', [
    ['DWe and DW Soundworks support', 'dwe_product_support'],
  ]);
  // My Gear's "Get support" on a DWe kit opens the DWe form, filled from the product.
  await page.goto(portalUrl('/mygear', DW));
  await page.getByRole('link', { name: 'Get support for DWe Drum Kit' }).click();
  await expect(page).toHaveURL(/\/support\/dwe_product_support\?registeredProduct=\d+$/);
  await expect(page.getByRole('textbox', { name: label('productId') })).toHaveValue('DW-DWE');
  const registered = new URL(page.url()).searchParams.get('registeredProduct');
  await page.goto(portalUrl(`/support?registeredProduct=${registered}`, DW));
  await expect(page).toHaveURL(/\/support\/dwe_product_support\?registeredProduct=\d+$/);
  // docs/product.md#in-text-anchors: on a drum brand the anchors open the drum forms.
  const anchors = [
    ['order_status', 'dw_order_support'],
    ['repair_status', 'dw_service_inquiry'],
    ['service_request', 'dw_service_request'],
  ] as const;
  for (const [anchor, form] of anchors) {
    await page.goto(portalUrl(`/support#${anchor}`, DW));
    await expectLanding(page, form);
  }

  await signIn(page, email, ROLAND);
  await followSupportLinks(page, ROLAND, 'fp-30x', [
    ['Ask a product question', 'product_support'],
    ['Request a service or repair', 'service_request'],
    ['Check a repair status', 'repair_status'],
    ['Register your FP-30X', 'register'],
  ]);
  // Roland Cloud software asks through contact us and the membership pages.
  await followSupportLinks(page, ROLAND, 'zenology', [
    ['Contact Roland Cloud', 'contact'],
    ['Your membership', 'membership'],
  ]);
  await expectNoAxeViolations(page);
});

test('staff answer a ticket in the help desk; the requester gets it by mail and under My requests', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('desk-requester');
  // docs/product.md#help-desk: the desk is for staff with the support role, signed in with a second factor; the
  // operator granted DESK_AGENT_EMAIL `support` before the server started (playwright.config.ts).
  await createActiveUser(request, email);
  const agent = await turnOnTwoStep(request, DESK_AGENT_EMAIL);
  await signIn(page, email, ROLAND);
  const number = await fileForm(page, ROLAND, 'email_support');
  // The desk, now in the staff console, is not for the requester's account: a plain page says so.
  await page.goto(portalUrl('/help-desk', ROLAND));
  await expect(page.getByRole('heading', { name: 'Not for your account', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInWithCode(staff, DESK_AGENT_EMAIL, agent.secret, agent.spent, ROLAND);
  await staff.goto(portalUrl('/support', ROLAND));
  await staff.getByRole('link', { name: 'Help desk' }).click();
  const queue = staff.getByRole('table', { name: 'Support tickets' });
  const row = queue.getByRole('row').filter({ hasText: `#${number} ${TYPED.subject}` });
  await expect(row).toContainText('New');
  await expect(row).toContainText(email);
  await expect(row).toContainText('Roland');
  await expect(row).toContainText(labels.forms.email_support.title);
  await expectNoAxeViolations(staff);
  await row.getByRole('link').click();
  await expect(staff).toHaveURL(new RegExp(`/admin/help-desk/${number}$`));
  await expect(staff.getByRole('heading', { name: `#${number} ${TYPED.subject}`, level: 2 })).toBeVisible();
  await expect(staff.getByText(`Question: ${TYPED.question}`)).toBeVisible();
  await staff.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByText('Comment is required')).toBeVisible();
  await expectNoAxeViolations(staff);
  const answer = 'Hold the first two buttons while switching on; the update mode starts.';
  await staff.getByRole('textbox', { name: /^Your answer/ }).fill(answer);
  await staff.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByText(`Your answer was sent to ${email}.`)).toBeVisible();
  const replies = staff.getByRole('region', { name: 'Replies' });
  await expect(replies).toContainText(answer);
  await expect(replies).toContainText('Kenji Mori (support)');
  await expectNoAxeViolations(staff);
  await staffContext.close();

  const mail = await waitForMail(request, email, new RegExp(`an answer to your request #${number}$`));
  expect(mail.text).toContain(answer);
  await page.goto(portalUrl('/support/requests', ROLAND));
  const mine = page.getByRole('listitem').filter({ hasText: `#${number}` });
  await expect(mine).toContainText(answer);
  await expect(mine).toContainText('Answered');
  await expect(mine).toContainText('Answer from Kenji Mori');
  await expectNoAxeViolations(page);
});
