import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { CLOUD, DECLINED_CARD, payWithTestCard } from './support/cloud';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// The journeys pay on the built-in processor's page and hash passwords on a shared machine: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 360_000 });

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Starts signed in on the Roland Cloud site (e2e/README.md); the journey opens its first page next. */
const signInOnCloud = (page: Page, email: string) => startSignedIn(page, email, { host: CLOUD });

test('a new member sees the plans, starts the free trial, finds it in account details and cancels it with a reason @phone', async ({
  page,
  request,
}) => {
  // A journey through several screens with sign-ins (argon2): a busy machine takes it past the default.
  test.slow();
  const email = uniqueEmail('cloud-member');
  await createActiveUser(request, email);

  // Memberships are open to visitors (docs/product.md#cloud-screens): plans, the saving, prices in USD.
  await page.goto(portalUrl('/cloud/memberships', CLOUD));
  await expect(page).toHaveTitle('Roland Cloud - Memberships');
  await expect(page.getByText('annual plans save up to 17 %')).toBeVisible();
  const plans = page.getByRole('list', { name: 'Plans' });
  for (const tier of ['Core', 'Pro', 'Ultimate'])
    await expect(plans.getByRole('heading', { name: tier })).toBeVisible();
  await expect(plans.getByText('$199.00 / year')).toBeVisible();
  await expect(plans.getByText('Save 17 %').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(plans.getByText('$19.99 / month')).toBeVisible();
  await expect(plans.getByText(/^Save/)).toHaveCount(0);
  await expect(page.getByText('Prices in USD; the checkout charges in your local currency.')).toBeVisible();

  // A visitor signs in to start the trial and comes back to the memberships page.
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/cloud\/memberships$/);
  await expect(page.getByRole('heading', { name: 'Try Ultimate free for 30 days' })).toBeVisible();
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveTitle('Roland Cloud - Thank you');
  await expect(page.getByText('Your free trial has started.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The trial in account details; the trial is offered once only.
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveTitle('Roland Cloud - Account details');
  const trial = page.getByRole('list', { name: 'Your subscriptions' }).getByRole('listitem');
  await expect(trial.getByRole('heading', { name: 'Roland Cloud Ultimate free trial' })).toBeVisible();
  await expect(trial.getByText('Subscribed')).toBeVisible();
  await expect(trial.getByText('Access until:')).toBeVisible();
  await expectNoAxeViolations(page);

  // Account, profile and settings are sections of the page (docs/product.md#chrome), each with its address.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/cloud\/account\/profile$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText(email)).toBeInViewport();
  await expect(profile.getByText('Aiko Tanaka')).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    /\/settings\/profile$/,
  );
  const settings = page.getByRole('region', { name: 'Settings' });
  await expect(settings.getByText('Accounts with active subscriptions cannot be deleted.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancel with a reason: "other" needs details.
  await trial.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog.getByText('Please tell us more')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Too expensive' }).check();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toBeHidden();
  // The snackbar's promise holds for the trial too: access stays until the trial's end date.
  await expect(page.getByText('You keep access until the period ends.')).toBeVisible();
  await expect(trial.getByText('Trial cancelled')).toBeVisible();
  await expect(trial.getByText('Access until:')).toBeVisible();
  await expect(trial.getByText('Cancellation reason:')).toBeVisible();
  await expect(trial.getByText('Too expensive')).toBeVisible();
  await expect(trial.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await expect(settings.getByText('Accounts with active subscriptions cannot be deleted.')).toHaveCount(0);

  // The trial is for first-time members only.
  await page.goto(portalUrl('/cloud/memberships', CLOUD));
  await expect(page.getByRole('heading', { name: 'Lifetime keys' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start free trial' })).toHaveCount(0);
});

test('a member buys a lifetime key on the processor page, sees it in billing history and registers it @phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cloud-key');
  await createActiveUser(request, email);
  await page.goto(portalUrl('/login', CLOUD));
  await signIn(page, email);
  await expect(page).toHaveURL(/\/backstage\/?$/);

  // A lifetime key through the processor's page: the order and its key are in billing history.
  await page.goto(portalUrl('/cloud/memberships', CLOUD));
  await page.getByRole('button', { name: 'Buy SH-101 Lifetime Key' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveTitle('Roland Cloud - Thank you');
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/cloud\/account\/billing$/);
  const history = page.getByRole('table', { name: 'Billing history' });
  await expect(history.getByRole('row', { name: /SH-101 Lifetime Key/ })).toContainText('$99.00');
  await expect(history.getByRole('row', { name: /SH-101 Lifetime Key/ })).toContainText('Paid');
  await expectNoAxeViolations(page);
  const key = (await history.getByText(/^Key: /).textContent())!.replace('Key: ', '');

  // The key on the entitlement page: a bad key answers its text, the real one registers its product.
  await page.goto(portalUrl('/cloud/entitlement-key', CLOUD));
  await expect(page).toHaveTitle('Roland Cloud - Activate a key');
  const keyField = page.getByRole('textbox', { name: /^Key/ });
  await keyField.fill('not a key');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Invalid activation key.')).toBeVisible();
  await expectNoAxeViolations(page);
  await keyField.fill(`  ${key} `);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveTitle('Roland Cloud - Key registered');
  await expect(page.getByText('SH-101 Lifetime Key is registered to your account.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'My products' }).click();
  await expect(page.getByRole('list', { name: 'My products' })).toContainText('SH-101 Lifetime Key');
  await expect(page.getByRole('list', { name: 'My products' })).toContainText(key);
});

// Not on the phone too: a unit activates once, and both projects share the server's database.
test('a member activates a hardware product with the serial number of a unit the maker built', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cloud-hardware');
  await createActiveUser(request, email);
  await signInOnCloud(page, email);

  await page.goto(portalUrl('/cloud/entitlement-key', CLOUD));
  await page.getByRole('button', { name: 'Hardware product' }).click();
  await page.getByRole('combobox', { name: /^Hardware Product/ }).click();
  await page.getByRole('option', { name: 'JUPITER-X' }).click();
  // A serial the maker never built activates nothing (issue 28, finding 3).
  const serial = page.getByRole('textbox', { name: /^Serial number/ });
  await serial.fill('ZZ00001');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The key or serial number was not found.')).toBeVisible();
  await expectNoAxeViolations(page);
  // A unit of the maker's list, which the operator imported before the server started (playwright.config.ts).
  await serial.fill('je2e001');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveTitle('Roland Cloud - Key registered');
  await expect(page.getByText('JUPITER-8 Lifetime Key is registered to your account.')).toBeVisible();
});

test('a member writes to Roland Cloud from the contact page and gets a ticket number @phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cloud-contact');
  await createActiveUser(request, email);

  // Signed out, the page asks to sign in there and comes back (docs/product.md#routes).
  await page.goto(portalUrl('/cloud/contact-us/', CLOUD));
  await expect(page).toHaveTitle('Roland Cloud - Contact us');
  await expect(page.getByText('Please sign in to contact the Roland Cloud team.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/cloud\/contact-us\/?$/);

  // Filled from the profile; every field is required with the spec's texts.
  await expect(page.getByRole('textbox', { name: /^Contact Name/ })).toHaveValue('Aiko Tanaka');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await page.getByRole('textbox', { name: /^Contact Name/ }).fill('');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Contact Name is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Details is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /^Contact Name/ }).fill('Aiko Tanaka');
  await page.getByRole('combobox', { name: /^Subject/ }).click();
  const subjects = page.getByRole('option');
  await expect(subjects).toHaveText([
    'Billing issue',
    'Request a new instrument',
    'I found a bug',
    'A specific issue',
    'Other',
  ]);
  await page.getByRole('option', { name: 'Request a new instrument' }).click();
  await page.getByRole('textbox', { name: /^Details/ }).fill('Please add the JD-800 to Roland Cloud.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for contacting us' })).toBeVisible();
  await expect(page.getByText(/Your request number is #\d+\./)).toBeVisible();
  await expectNoAxeViolations(page);

  // The ticket is in the help desk, under the member's requests.
  await page.getByRole('link', { name: 'My requests' }).click();
  await expect(page.getByText('Roland Cloud: Request a new instrument')).toBeVisible();
});

test('a visitor searches the Roland Cloud FAQ in English, Japanese and Polish @phone', async ({ page }) => {
  await page.goto(portalUrl('/cloud/faq?culture_code=en-US', CLOUD));
  await expect(page).toHaveTitle('Roland Cloud - FAQ');
  for (const topic of ['Plans', 'Free trial', 'Billing', 'Cancelling', 'Keys and hardware', 'Play2-4Life'])
    await expect(page.getByRole('heading', { name: topic, level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('refund');
  await expect(page.getByRole('status')).toHaveText(/questions? match/);
  await page.getByRole('button', { name: 'Can I get my money back?' }).click();
  await expect(page.getByText(/Within 7 days of a plan's first order/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keys and hardware' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('harmonica');
  await expect(page.getByRole('status')).toHaveText('No question matches “harmonica”.');

  await page.goto(portalUrl('/cloud/faq?culture_code=ja-JP', CLOUD));
  await expect(page).toHaveTitle('Roland Cloud - よくあるご質問');
  await page.getByRole('searchbox', { name: 'ご質問を検索' }).fill('トライアル');
  await page.getByRole('button', { name: '無料トライアルとは何ですか？' }).click();
  await expect(page.getByText(/Ultimateを30日間、無料・カード登録なしで/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'お問い合わせ' }).click();
  await expect(page).toHaveURL(/\/cloud\/contact-us$/);

  // Every culture has the FAQ in its own language (issue 39): Polish, with its plural forms.
  await page.goto(portalUrl('/cloud/faq?culture_code=pl-PL', CLOUD));
  await page.getByRole('searchbox', { name: 'Szukaj wśród pytań' }).fill('zwrot');
  await expect(page.getByRole('status')).toHaveText('Pasujące pytania: 2.');
  await page.getByRole('button', { name: 'Czy mogę odzyskać pieniądze?' }).click();
  await expect(page.getByText(/W ciągu 7 dni od pierwszego zamówienia planu/)).toBeVisible();
});

/** Core monthly through the built-in processor's page with the test card, back on ThankYou. */
async function subscribeToCoreMonthly(page: Page) {
  await page.goto(portalUrl('/cloud/memberships', CLOUD));
  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Subscribe to Roland Cloud Core (monthly)' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveTitle('Roland Cloud - Thank you');
}

/** The member's subscriptions as the gateway answers them (for dates the page must show). */
async function subscriptionsOf(request: APIRequestContext, email: string) {
  const { idToken } = await (
    await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const res = await request.get('/cloud/api/account-details/user-subscriptions', {
    headers: { authorization: `Bearer ${idToken}` },
  });
  return (await res.json()).data as { name: string; endDate: string; hasAccess: boolean }[];
}

/** A date as the account page shows it, in the page's language (web/src/features/cloud/format.ts). */
const shownDay = (page: Page, iso: string) =>
  page.evaluate(
    (date) =>
      new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(date),
      ),
    iso,
  );

test('a member pays Core monthly with the test card, sees the charge, cancels with a reason and keeps access until the period ends', async ({
  page,
  request,
}) => {
  // A journey through several screens with sign-ins (argon2): a busy machine takes it past the default.
  test.slow();
  const email = uniqueEmail('cloud-paid');
  await createActiveUser(request, email);
  await signInOnCloud(page, email);

  // Core monthly through the built-in processor's page, back to ThankYou (docs/product.md#checkout).
  await subscribeToCoreMonthly(page);
  await expect(page.getByText('Thank you for your order. Your membership is active.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The plan is running and its first charge is in billing history.
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/cloud\/account\/subscriptions$/);
  const plan = page.getByRole('list', { name: 'Your subscriptions' }).getByRole('listitem');
  await expect(plan.getByRole('heading', { name: 'Roland Cloud Core (monthly)' })).toBeVisible();
  await expect(plan.getByText('Subscribed')).toBeVisible();
  await expect(plan.getByText('•••• 4242')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Billing history' }).click();
  const charge = page
    .getByRole('table', { name: 'Billing history' })
    .getByRole('row', { name: /Core \(monthly\)/ });
  await expect(charge).toContainText('$2.99');
  await expect(charge).toContainText('Paid');
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();

  // Cancel with one of the seven reasons and a comment: access stays until the paid period's end.
  const [sub] = await subscriptionsOf(request, email);
  const periodEnd = await shownDay(page, sub!.endDate);
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await dialog.getByRole('radio', { name: 'Missing features' }).check();
  await dialog.getByRole('textbox', { name: 'Tell us more' }).fill('I need MIDI 2.0 support.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(plan.getByText('Missing features')).toBeVisible();
  await expect(plan.getByText('Access until:')).toBeVisible();
  await expect(plan.getByText(periodEnd, { exact: true })).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Expiry past the period's end is the billing clock's (docs/product.md#renewals), tested through the API: moving
  // the shared clock here would end the trial another browser test may be in the middle of.
});

test('a member who changes their mind within 7 days cancels with a refund: access ends at once and the refund is in billing history', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cloud-refund');
  await createActiveUser(request, email);
  await signInOnCloud(page, email);
  await subscribeToCoreMonthly(page);

  await page.getByRole('link', { name: 'My account' }).click();
  const plan = page.getByRole('list', { name: 'Your subscriptions' }).getByRole('listitem');
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await dialog.getByRole('radio', { name: 'Too expensive' }).check();
  await dialog
    .getByRole('checkbox', { name: 'Refund my first order (within 7 days) and end access now' })
    .check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toBeHidden();
  // The snackbar says what happened: no promise of access to the period's end.
  await expect(
    page.getByText('Your subscription is cancelled and your first order refunded. Your access has ended.'),
  ).toBeVisible();
  await expect(page.getByText('You keep access until the period ends.')).toHaveCount(0);
  await expect(plan.getByText('Cancelled', { exact: true })).toBeVisible();
  const [sub] = await subscriptionsOf(request, email);
  expect(sub!.hasAccess).toBe(false);

  await page.getByRole('tab', { name: 'Billing history' }).click();
  const refund = page.getByRole('table', { name: 'Billing history' }).getByRole('row', { name: /Refunded/ });
  await expect(refund).toContainText('$2.99');
});

test('a declined test card shows its message on the checkout page and charges nothing @phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cloud-declined');
  await createActiveUser(request, email);
  await signInOnCloud(page, email);

  await page.goto(portalUrl('/cloud/memberships', CLOUD));
  await page.getByRole('button', { name: 'Subscribe to Roland Cloud Core (annual)' }).click();
  await payWithTestCard(page, DECLINED_CARD);
  await expect(page).toHaveTitle('Roland Cloud - Checkout');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Please use another card.');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expectNoAxeViolations(page);

  // Nothing was charged and no plan started.
  await page.goto(portalUrl('/cloud/account/billing', CLOUD));
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page.getByText('You have no subscriptions.')).toBeVisible();
});

test('a member with a year paid picks a Play2-4Life instrument', async ({ page, request }) => {
  const email = uniqueEmail('cloud-loyal');
  await createActiveUser(request, email);
  await signInOnCloud(page, email);

  // Core annual: twelve paid months earn two picks at once (docs/product.md#loyalty-program).
  await page.goto(portalUrl('/cloud/memberships', CLOUD));
  await page.getByRole('button', { name: 'Subscribe to Roland Cloud Core (annual)' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveTitle('Roland Cloud - Thank you');

  await page.goto(portalUrl('/cloud/account/loyalty', CLOUD));
  await expect(page.getByText('Play2-4Life: you have an instrument to pick.')).toBeVisible();
  await expect(page.getByText('12 paid months, 2 picks earned; 6 months to the next pick.')).toBeVisible();
  const instruments = page.getByRole('list', { name: 'Play2-4Life instruments' });
  await expectNoAxeViolations(page);
  await instruments.getByRole('button', { name: 'Pick SH-101 Lifetime Key' }).click();
  await expect(page.getByText('Instrument picked.')).toBeVisible();
  await expect(instruments.getByRole('button', { name: 'Give back SH-101 Lifetime Key' })).toBeVisible();
  await expect(instruments.getByRole('listitem').filter({ hasText: 'SH-101 Lifetime Key' })).toContainText(
    'Your pick',
  );
  await expectNoAxeViolations(page);
});
