import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { createActiveUser, PASSWORD, signInWithForm, uniqueEmail } from './support/users';

// docs/decisions/091-*: a failure the customer cannot mend shows the request's trace id as "Reference: …", the
// words support asks for and finds in the logs; a refusal the customer can act on shows only what to do.
// The call still goes to the server, with a balancer's `traceparent`; only its answer is replaced by a failure in
// the server's error shape, carrying the trace id the server continued.

/** Sends the matching calls on with a traceparent, answers them with `status`; the trace ids it gave. */
async function failWithTraceId(page: Page, url: RegExp, method: string, status: number) {
  const ids: string[] = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    const id = randomBytes(16).toString('hex');
    const real = await route.fetch({
      headers: { ...route.request().headers(), traceparent: `00-${id}-${randomBytes(8).toString('hex')}-01` },
    });
    // An error answer of the server itself names the trace it continued.
    if (!real.ok()) expect((await real.json()).traceId).toBe(id);
    ids.push(id);
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Exception error occurred.', traceId: id }),
    });
  });
  return ids;
}

test('a sign-in the server fails shows "Reference:" with the trace id', async ({ page, request }) => {
  // A sign-in (a password hash) on a shared, busy machine.
  test.slow();
  const email = uniqueEmail('reference');
  await createActiveUser(request, email);
  const ids = await failWithTraceId(page, /\/api\/v1\/signin$/, 'POST', 500);
  await page.goto(portalUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => ids.length, { timeout: 60_000 }).toBe(1);
  expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByText(`Exception error occurred. Reference: ${ids[0]}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a list the server fails to load shows "Reference:" with the trace id', async ({ page, request }) => {
  const email = uniqueEmail('reference-list');
  await createActiveUser(request, email);
  await signInWithForm(page, email);
  const ids = await failWithTraceId(page, /\/api\/v1\/users\/[^/]+\/registeredProducts\?/, 'GET', 503);
  await page.goto(portalUrl('/mygear'));
  // The list may be asked for again (a retry): the reference shown is one of the calls the server took.
  const alert = page.getByRole('alert').filter({ hasText: /Reference: [0-9a-f]{32}/ });
  await expect(alert).toBeVisible();
  const shown = /Reference: ([0-9a-f]{32})/.exec((await alert.textContent()) ?? '')?.[1];
  expect(ids).toContain(shown);
  await expectNoAxeViolations(page);
});
