import { expect, type Page, type Route, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { confirmItsYou } from './support/reauth';
import { createActiveUser, signInWithForm, uniqueEmail } from './support/users';

// The staff console (docs/product.md#staff-console, ADR 082). The customer's refusal runs against the real
// server; the console's own calls (`/api/v1/admin/…`, `texts/…`, `staffActions`) are answered here by the
// contract of shared/DESIGN.md's "staff console" row, while sign-in and "Confirm it's you" stay real.

const at = '2026-11-28T10:15:00.000Z';
const CUSTOMER_ID = '0b0e6a52-4f55-4d8c-9a3e-1f6a2f0c0d11';
const PASSKEY_ID = '5b8f1c3e-7d2a-4e6b-9c1f-2a3b4c5d6e7f';

const self = (roles: string[], secondFactor = true) => ({
  id: 'staff',
  email: 'agent@roland.com',
  firstName: 'Kenji',
  lastName: 'Mori',
  roles,
  managingCultureCodes: roles.includes('content') ? ['de-DE'] : [],
  secondFactor,
});

const accountView = {
  profile: {
    id: CUSTOMER_ID,
    email: 'aiko@example.com',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    cultureCode: 'en-US',
    country: 'JP',
    brand: 'roland',
    created: at,
  },
  state: { status: 'active', lockedUntil: null, twoStep: true, passkeys: 1 },
  signIns: [{ at, kind: 'signIn', client: 'web', device: 'Mac', browser: 'Chrome', country: 'JP' }],
  sessions: [{ id: 's1', client: 'web', device: 'Mac', browser: 'Chrome', country: 'JP', created: at }],
  passkeys: [{ id: PASSKEY_ID, name: 'Studio laptop', created: at, lastUsed: null }],
  registeredProducts: [
    {
      id: 7,
      productName: 'FP-30X',
      serial: 'A1234567',
      status: 'registered',
      purchaseDate: '2025-05-01',
      warranty: { status: 'active', endsOn: '2027-05-01' },
      openTransfer: null,
    },
  ],
  tickets: [{ id: 42, subject: 'Lost my phone', status: 'open', created: at }],
  subscriptions: [],
  orders: [],
};

type Handler = (route: Route, path: string) => Promise<void> | void;
/** Answers the console's calls under /api/v1/admin/ with `handle`, the staff member's own record with `me`. */
async function answerConsole(page: Page, me: ReturnType<typeof self>, handle: Handler) {
  await page.route('**/api/v1/admin/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/api/v1/admin/', '');
    if (/^users\/[^/]+$/.test(path) && !path.endsWith(CUSTOMER_ID)) return route.fulfill({ json: me });
    return handle(route, path);
  });
}

async function signInStaff(page: Page, request: Parameters<typeof createActiveUser>[0]) {
  const email = uniqueEmail('console-agent').replace(/@example\.com$/, '@roland.com');
  await createActiveUser(request, email, { firstName: 'Kenji', lastName: 'Mori' });
  await signInWithForm(page, email);
}

test('a customer who opens the console sees a plain "not for your account" page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('console-customer');
  await createActiveUser(request, email);
  await signInWithForm(page, email);
  await page.goto(portalUrl('/admin'));
  await expect(page.getByRole('heading', { name: 'Not for your account', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff console sections' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a staff session without two-step sign-in is told to turn it on, with the way there', async ({
  page,
  request,
}) => {
  await signInStaff(page, request);
  await answerConsole(page, self(['support'], false), (route) => route.fulfill({ status: 500 }));
  await page.goto(portalUrl('/admin'));
  await expect(page.getByRole('alert')).toContainText('The staff console needs two-step sign-in.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to security settings' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
});

test('support finds a customer by serial and resets two-step sign-in with a reason, confirming it is them', async ({
  page,
  request,
}) => {
  await signInStaff(page, request);
  const actions: { body: unknown; proof: string | null }[] = [];
  await answerConsole(page, self(['support']), async (route, path) => {
    if (path === 'users') {
      expect(new URL(route.request().url()).searchParams.get('query')).toBe('A1234567');
      return route.fulfill({
        json: {
          data: [
            {
              id: CUSTOMER_ID,
              email: 'aiko@example.com',
              firstName: 'Aiko',
              lastName: 'Tanaka',
              state: 'active',
            },
          ],
          next: null,
        },
      });
    }
    if (path === `users/${CUSTOMER_ID}`) return route.fulfill({ json: accountView });
    if (path === `users/${CUSTOMER_ID}/actions`) {
      const proof = route.request().headers()['x-reauth-token'] ?? null;
      actions.push({ body: route.request().postDataJSON(), proof });
      if (!proof)
        return route.fulfill({
          status: 403,
          json: {
            code: 'REAUTH_REQUIRED',
            message: 'Please confirm it’s you with your password or a two-step code.',
          },
        });
      return route.fulfill({ json: { status: 'done', action: 'resetTwoStep' } });
    }
    return route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  await page.goto(portalUrl('/admin'));
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const nav = page.getByRole('navigation', { name: 'Staff console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Customers', 'Help desk']);
  await page.getByLabel('E-mail, name, serial number or ticket number').fill('A1234567');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Customers found' });
  await expect(results).toContainText('aiko@example.com');
  await expectNoAxeViolations(page);
  await results.getByRole('link', { name: 'Aiko Tanaka' }).click();

  await expect(page.getByRole('heading', { name: 'Aiko Tanaka' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Registered products' })).toContainText('FP-30X · A1234567');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-step sign-in' });
  await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await expect(dialog.getByText('Give a reason of 3 to 500 characters.')).toBeVisible();
  expect(actions).toHaveLength(0);
  await expectNoAxeViolations(page);
  const reason = 'Customer lost their phone; identity checked by ticket #42.';
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await confirmItsYou(page);
  await expect(page.getByText('Done. The action is recorded.')).toBeVisible();
  expect(actions.map((a) => a.body)).toEqual([
    { action: 'resetTwoStep', reason },
    { action: 'resetTwoStep', reason },
  ]);
  expect(actions[0]!.proof).toBeNull();
  expect(actions[1]!.proof).toBeTruthy();
});

test('the account view fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page, request);
  await answerConsole(page, self(['support']), (route) => route.fulfill({ json: accountView }));
  await page.goto(portalUrl(`/admin/customers/${CUSTOMER_ID}`));
  await expect(page.getByRole('heading', { name: 'Aiko Tanaka' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('content edits a de-DE text: the placeholder rule, a draft, publishing; a de-DE visitor sees it', async ({
  page,
  request,
  browser,
}) => {
  await signInStaff(page, request);
  const text = {
    namespace: 'auth',
    key: 'login.submit',
    source: 'Sign in',
    shipped: null,
    override: null as string | null,
    published: false,
    sourceChanged: false,
  };
  const drafts: unknown[] = [];
  let published = 0;
  await answerConsole(page, self(['content']), async (route, path) => {
    if (path === 'texts/de-DE') return route.fulfill({ json: { data: [text] } });
    if (path === 'texts/de-DE/auth/login.submit' && route.request().method() === 'PUT') {
      drafts.push(route.request().postDataJSON());
      text.override = (route.request().postDataJSON() as { text: string }).text;
      return route.fulfill({ json: text });
    }
    if (path === 'texts/de-DE/publish') {
      published += 1;
      text.published = true;
      return route.fulfill({ json: { published: 1, version: 'v2' } });
    }
    return route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
  await page.goto(portalUrl('/admin'));
  await expect(page).toHaveURL(/\/admin\/texts$/);
  await page.getByRole('link', { name: 'de-DE' }).click();
  const list = page.getByRole('list', { name: 'Texts' });
  await expect(list).toContainText('auth:login.submit');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Edit auth:login.submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit auth:login.submit' });
  const field = dialog.getByRole('textbox', { name: /^Your text/ });
  await field.fill('<b>Anmelden</b>');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByText('Texts are shown as they are written: remove markup')).toBeVisible();
  await field.fill('Jetzt anmelden');
  await expect(dialog.getByText('Jetzt anmelden', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden();
  expect(drafts).toEqual([{ text: 'Jetzt anmelden' }]);
  await expect(list).toContainText('Not published');
  await expect(page.getByRole('link', { name: /^Preview on the portal/ })).toHaveAttribute(
    'href',
    '/backstage/?culture_code=de-DE&text_preview=1',
  );
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await expect(page.getByText('Published. Visitors see the new texts within a minute.')).toBeVisible();
  expect(published).toBe(1);

  const visitor = await browser.newPage();
  await visitor.route('**/api/v1/texts/de-DE', (route) =>
    route.fulfill({
      json: { version: 'v2', updateDate: at, messages: { auth: { 'login.submit': 'Jetzt anmelden' } } },
    }),
  );
  await visitor.goto(portalUrl('/login?culture_code=de-DE'));
  await expect(visitor.getByRole('button', { name: 'Jetzt anmelden' })).toBeVisible();
  await visitor.close();
});

test('the security centre lists what Roland support did on the account, with the reason', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('console-helped');
  await createActiveUser(request, email);
  await signInWithForm(page, email);
  await page.route('**/api/v1/users/*/staffActions', (route) =>
    route.fulfill({
      json: {
        data: [
          {
            at: '2026-11-28T10:15:00.000Z',
            action: 'resetTwoStep',
            reason: 'Lost phone, checked by ticket #42.',
          },
        ],
      },
    }),
  );
  await page.goto(portalUrl('/settings/security'));
  const list = page.getByRole('list', { name: 'Actions by Roland support' });
  await expect(list).toContainText('Roland support reset your two-step sign-in · ');
  await expect(list).toContainText('Reason given: Lost phone, checked by ticket #42.');
  await expectNoAxeViolations(page);
});
