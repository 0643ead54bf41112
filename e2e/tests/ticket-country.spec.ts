import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { createActiveUser, PASSWORD, signInWithForm, uniqueEmail } from './support/users';

const expect = baseExpect.configure({ timeout: 30_000 });

// docs/product.md#regions: without a country in the profile, the ticket's country is the geo lookup's for the
// address the request came from. The e2e server trusts X-Forwarded-For from loopback (TRUST_PROXY), as a
// deployment trusts its balancer: the browser's calls say they come from an address in the United States.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });

test('a member without a country in the profile sends a ticket that carries the visitor’s country', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ticket-country');
  await createActiveUser(request, email);
  await signInWithForm(page, email);
  await page.goto(portalUrl('/support/dw_order_support'));
  await expect(page.getByRole('heading', { name: 'Order support', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Where is my order?');
  await page.getByRole('textbox', { name: /^Order number/ }).fill('ORD-1001');
  await page.getByRole('textbox', { name: /^Comment/ }).fill('It has not arrived yet.');
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = (await page.getByText(/Your request number is #\d+\./).textContent())!;
  const number = Number(sent.match(/#(\d+)/)![1]);

  const me = await (await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })).json();
  const tickets = await request.get('/api/v1/zendesk/requests', {
    headers: { authorization: `Bearer ${me.idToken}` },
  });
  expect((await tickets.json()).data).toEqual([
    expect.objectContaining({ id: number, country: 'United States', subject: 'Where is my order?' }),
  ]);
});
