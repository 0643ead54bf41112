import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { CLOUD, payWithTestCard } from './support/cloud';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// An amount in the page's culture's number format (en-JM here: "$466.44" is Jamaican, "US$2.99" American).
const amount = (language: string, currency: string, minor: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);

// The journey pays on the built-in processor's page and hashes passwords on a shared machine: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 360_000 });

test('a Jamaican member sees the checkout in Jamaican dollars beside the USD price and pays it (ADR 065)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cloud-jamaica');
  await createActiveUser(request, email, { country: 'Jamaica' });
  await startSignedIn(page, email, { host: CLOUD });

  await page.goto(portalUrl('/cloud/memberships', CLOUD));
  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Subscribe to Roland Cloud Core (monthly)' }).click();
  await expect(page).toHaveTitle('Roland Cloud - Checkout', { timeout: 30_000 });
  // server/seed/exchange-rates.json: 156 JMD per US dollar.
  await expect(page.getByText('JMD 466.44 / month (US$2.99 / month)')).toBeVisible();
  await expect(
    page.getByText(/charged in JMD at 156 JMD per US dollar \(rate of 2024-06-28\)/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay JMD 466.44' })).toBeVisible();
  await payWithTestCard(page);
  await expect(page).toHaveTitle('Roland Cloud - Thank you');
  await expectNoAxeViolations(page);

  // The billing history says what the card was charged, in the culture's format, the USD list price beside it.
  await page.goto(portalUrl('/cloud/account/billing', CLOUD));
  const row = page.getByRole('row').filter({ hasText: 'Roland Cloud Core' });
  // The page's language once the app has started in the culture (the shell's <html lang> until then).
  await expect(row).toBeVisible();
  const language = await page.evaluate(() => document.documentElement.lang);
  const local = (minor: number) => amount(language, 'JMD', minor);
  const dollars = (cents: number) => amount(language, 'USD', cents);
  await expect(row.getByRole('cell').last()).toHaveText(`${local(46644)}List price ${dollars(299)}`);
  await expect(row).toContainText('Paid');
  await expectNoAxeViolations(page);
  // The account page names the next charge in the same currency.
  await page.goto(portalUrl('/cloud/account/subscriptions', CLOUD));
  await expect(page.getByText(`${local(46644)} (List price ${dollars(299)})`)).toBeVisible();

  const me = await (await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })).json();
  const userId = JSON.parse(Buffer.from(me.idToken.split('.')[1], 'base64url').toString())['custom:user_id'];
  const history = await request.get(`/cloud/api/account-details/user-payment-history/${userId}`, {
    headers: { authorization: `Bearer ${me.idToken}` },
  });
  expect((await history.json()).data[0]).toMatchObject({
    amountCents: 299,
    currency: 'USD',
    local: { amountMinor: 46644, currency: 'JMD' },
  });
});
