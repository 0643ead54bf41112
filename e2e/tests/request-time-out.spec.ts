import { HTTP_TIMEOUT_MS, PROGRESS_TIMEOUT_MS } from '@backstage/domain';
import { expect, type Page, type Request, type Route, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { CLOUD } from './support/cloud';
import { requestsInFlight } from './support/requests-in-flight';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, signInWithForm, uniqueEmail, uniqueLongSerial } from './support/users';

// The worker's start and its asset caching run beside the hung call on timers of their own, and whatever it
// answers never reaches page.route: it stays out of these journeys (as in screen-load-failure.spec.ts).
test.use({ serviceWorkers: 'block' });

// docs/product.md#progress-indicator: a call the server never answers is given up after the HTTP time-out and
// not sent again by itself; by the progress time-out every indicator of it is gone, and the screen says what
// happened with a way to try again. The page's clock is Playwright's, so the minute passes at once: `runFor`
// fires every timer due within it in order, also those its callbacks set on the way (the query's notice of
// the failure), where `fastForward` jumps once and leaves them to the real clock.
const GIVE_UP_MS = Math.max(HTTP_TIMEOUT_MS, PROGRESS_TIMEOUT_MS);
const TIMED_OUT = 'The server did not answer in time. Please try again.';

/**
 * Holds every matching call unanswered (a hung server) until `release`, counting them, and counts the page's
 * other API calls still waiting for their answer: the clock may jump only once those have come back, or on a
 * busy machine a late answer is timed out by the same jump and a second card says it did not come.
 */
async function hang(page: Page, url: RegExp, holds: (request: Request) => boolean) {
  const held: Route[] = [];
  const calls = requestsInFlight(page, (request) => request.url().includes('/api/'));
  let releasing = false;
  await page.route(url, (route) => {
    if (releasing || !holds(route.request())) return route.fallback();
    held.push(route);
  });
  return {
    held,
    othersPending: () =>
      calls.pending().filter((request) => !held.some((route) => route.request() === request)).length,
    release: () => {
      releasing = true;
    },
  };
}

const method = (name: string) => (request: Request) => request.method() === name;

test('a My Gear list that never comes is given up once by the time-out and offered again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('hung-get');
  await createActiveUser(request, email);
  await page.clock.install();
  // Signed in through the API, not the form: the form's landing page leaves calls of its own in flight while
  // the clock jumps.
  await startSignedIn(page, email);
  const hung = await hang(page, /\/api\/v1\/users\/[^/]+\/registeredProducts\?/, method('GET'));
  await page.goto(portalUrl('/mygear'));
  const loading = page.getByRole('progressbar', { name: 'Loading' });
  await expect(loading).toBeVisible();
  await expect.poll(() => hung.held.length).toBe(1);
  await expect.poll(hung.othersPending).toBe(0);

  await page.clock.runFor(GIVE_UP_MS);
  await expect(loading).toHaveCount(0);
  const alert = page.getByRole('alert').filter({ hasText: TIMED_OUT });
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing asks again by itself, however long the screen stays open.
  await page.clock.runFor(GIVE_UP_MS);
  expect(hung.held).toHaveLength(1);
  await expect(loading).toHaveCount(0);

  hung.release();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You have not registered any gear yet.')).toBeVisible();
  expect(hung.held).toHaveLength(1);
});

test('a registration the server never answers stops its progress bar by the time-out and can be sent again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('hung-post');
  await createActiveUser(request, email);
  await page.clock.install();
  await signInWithForm(page, email);
  await page.goto(portalUrl('/mygear/register_product'));
  await page.getByRole('combobox', { name: 'Model' }).fill('FP-30');
  await page.getByRole('option', { name: 'FP-30X (ROLAND)' }).click();
  await page.getByLabel('Serial number').fill(uniqueLongSerial());
  await page.getByLabel('Purchase date').fill('2024-03-15');
  // Opened from the keyboard: MUI draws the menu with its first item over the field, and a slow machine's
  // pointer click could land on that item (Online) before the test picks it.
  await page.getByRole('combobox', { name: 'Where did you buy it?' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Online' }).click();
  const hung = await hang(page, /\/api\/v1\/users\/[^/]+\/registeredProducts$/, method('POST'));
  const send = page.getByRole('button', { name: 'Register product' });
  await send.click();
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await expect(bar).toBeVisible();
  await expect.poll(() => hung.held.length).toBe(1);
  await expect.poll(hung.othersPending).toBe(0);

  await page.clock.runFor(GIVE_UP_MS);
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: TIMED_OUT })).toBeVisible();
  await expect(send).toBeEnabled();
  expect(hung.held).toHaveLength(1);

  hung.release();
  await send.click();
  await expect(page.getByText('FP-30X is now in My Gear.')).toBeVisible();
  expect(hung.held).toHaveLength(1);
});

test('the security centre says which card’s data did not come, hung or refused, and Try again fetches it', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('hung-security');
  await createActiveUser(request, email);
  await page.clock.install();
  await startSignedIn(page, email);
  const hung = await hang(page, /\/api\/v1\/users\/[^/]+\/sessions$/, method('GET'));
  // The passkeys answer with a server error, twice (the query's one retry after another failure included).
  let refused = 0;
  await page.route(/\/api\/v1\/users\/[^/]+\/passkeys$/, (route) => {
    if (route.request().method() !== 'GET' || refused >= 2) return route.fallback();
    refused += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'This service is not available.' }),
    });
  });
  await page.goto(portalUrl('/settings/security'));
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => hung.held.length).toBe(1);
  await expect.poll(hung.othersPending).toBe(0);

  await page.clock.runFor(GIVE_UP_MS);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  const timedOut = page.getByRole('alert').filter({ hasText: TIMED_OUT });
  await expect(timedOut).toHaveCount(1);
  const unavailable = page.getByRole('alert').filter({ hasText: 'This service is not available.' });
  await expect(unavailable).toBeVisible();
  // The other cards came as usual.
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.clock.runFor(GIVE_UP_MS);
  expect(hung.held).toHaveLength(1);

  hung.release();
  await timedOut.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: "Where you're signed in" }).getByRole('listitem')).toHaveCount(
    1,
  );
  await unavailable.getByRole('button', { name: 'Try again' }).click();
  await expect(unavailable).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  expect(hung.held).toHaveLength(1);
});

test('Roland Cloud’s home says its member status did not come in time, and Try again shows it', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('hung-cloud');
  await createActiveUser(request, email);
  await page.clock.install();
  await startSignedIn(page, email, { host: CLOUD });
  // The Roland Cloud gateway's calls are POSTs of an action; the member status is get-user-rule-status.
  const hung = await hang(
    page,
    /\/cloud\/api\/service$/,
    (request) => (request.postDataJSON() as { action?: string } | null)?.action === 'get-user-rule-status',
  );
  await page.goto(portalUrl('/cloud', CLOUD));
  await expect(page.getByRole('heading', { level: 1, name: 'Roland Cloud' })).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => hung.held.length).toBe(1);
  await expect.poll(hung.othersPending).toBe(0);

  await page.clock.runFor(GIVE_UP_MS);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  const alert = page.getByRole('alert').filter({ hasText: TIMED_OUT });
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page);
  await page.clock.runFor(GIVE_UP_MS);
  expect(hung.held).toHaveLength(1);

  hung.release();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You have no Roland Cloud membership yet.')).toBeVisible();
  expect(hung.held).toHaveLength(1);
});
