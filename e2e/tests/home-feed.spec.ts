import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn, test } from './support/signed-in';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

/** Registers a product through the API with only its model, so the registration stays pending. */
async function registerPending(request: APIRequestContext, email: string, slug: string) {
  const { idToken } = await (
    await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${idToken}` };
  const me = await (await request.get('/api/v1/me', { headers })).json();
  const saved = await request.post(`/api/v1/users/${me.id}/registeredProducts`, {
    headers,
    data: { product: { slug } },
  });
  expect(saved.status()).toBe(201);
}

const feedCards = (page: Page) => page.getByRole('main').getByRole('article');

test('home after sign-in shows my gear, the feed and the newsletter sign-up @phone', async ({
  page,
  request,
}) => {
  // Sign-up, activation, a registration and sign-in before the screen: longer than one screen's test.
  test.slow();
  const email = uniqueEmail('home');
  await createActiveUser(request, email, { allowEmail: false });
  await registerPending(request, email, 'performance-series');
  await startSignedIn(page, email);
  await page.goto(portalUrl('/'));

  // The home's chunk and its calls after sign-in: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible({ timeout: 30_000 });
  const gear = page.getByRole('region', { name: 'My gear at a glance' });
  await expect(gear.getByText('You have registered 1 product.')).toBeVisible();
  await expect(gear.getByText('Performance Series')).toBeVisible();
  await expect(gear.getByText(/1 registration is waiting/)).toBeVisible();

  const feed = page.getByRole('region', { name: 'News for your gear' });
  await expect(feed.getByRole('article')).toHaveCount(3);
  await expect(feed.getByRole('article').first()).toContainText('Picked for you');
  await expectNoAxeViolations(page);

  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  await newsletter.getByRole('button', { name: 'Sign me up' }).click();
  await expect(newsletter.getByText('You are signed up for the newsletter.')).toBeVisible();
  // Signed up, the next visit no longer offers it.
  await page.reload();
  // A reload fetches the screen's chunk again: slow on a busy machine.
  await expect(page.getByRole('region', { name: 'My gear at a glance' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Newsletter' })).toHaveCount(0);

  await page.getByRole('link', { name: 'See the whole feed' }).click();
  await expect(page).toHaveURL(/\/backstage\/myfeed$/);
});

test('MyFeed pages 8 at a time with "Load more" and has its four tabs @phone', async ({
  page,
  readerEmail,
}) => {
  test.slow();
  await startSignedIn(page, readerEmail);
  await page.goto(portalUrl('/myfeed'));

  const tabs = page.getByRole('tablist', { name: 'Sections' });
  // The first visit loads MyFeed's chunk: slow on a busy machine.
  await expect(tabs).toBeVisible({ timeout: 30_000 });
  for (const name of ['All', 'YouTube', 'Facebook', 'Instagram'])
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(feedCards(page)).toHaveCount(8);
  await expectNoAxeViolations(page);

  // Keyboard users reach the next page with the button (scrolling to the end loads it as well).
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  // DW: one curated item, four videos, three posts, three photos.
  await expect(feedCards(page)).toHaveCount(11);
  await expect(loadMore).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'YouTube' }).click();
  await expect(page).toHaveURL(/\/myfeed\/youtube$/);
  await expect(page.getByRole('heading', { level: 1, name: 'YouTube' })).toBeVisible();
  await expect(feedCards(page)).toHaveCount(4);
  for (const card of await feedCards(page).all()) await expect(card).toContainText('YouTube');

  await tabs.getByRole('tab', { name: 'Instagram' }).click();
  await expect(feedCards(page)).toHaveCount(3);
  await expect(feedCards(page).first()).toContainText('Instagram');
  // A card leads to the product's page.
  await feedCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/backstage\/products\/[a-z0-9-]+$/);
});

test('a failing feed stays quiet: the home keeps its other parts and MyFeed says so calmly', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('quiet');
  await createActiveUser(request, email);
  await page.route('**/api/v1/feed?**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"code":"TRY_AGAIN","message":"x"}',
    }),
  );
  const logged = page.waitForRequest((r) => r.url().includes('/api/services/log') && r.method() === 'POST');
  await startSignedIn(page, email);
  await page.goto(portalUrl('/'));
  await expect(page.getByRole('region', { name: 'My gear at a glance' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'News for your gear' })).toHaveCount(0);
  await logged;
  await page.goto(portalUrl('/myfeed'));
  await expect(page.getByText('The feed can’t be shown right now. Please look again later.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'x' })).toHaveCount(0);
});
