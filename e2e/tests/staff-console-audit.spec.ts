import { expect, type Locator, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, uniqueEmail } from './support/users';

// The staff console's audit log (docs/product.md#staff-audit): filtered by action and days on a desktop, and in
// Japanese on a phone without sideways scrolling, as are the help desk's queue and the customer search. As in staff-console.spec.ts, a real staff-domain account signs
// in and the console's calls are answered here by the contract of shared/DESIGN.md's "staff console" row (the
// server's own filtering is checked in server/src/modules/staff-console/actions.test.ts).

const CUSTOMER_ID = '0b0e6a52-4f55-4d8c-9a3e-1f6a2f0c0d11';
const STAFF_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

const self = {
  id: 'staff',
  email: 'kenji.mori@roland.com',
  firstName: 'Kenji',
  lastName: 'Mori',
  roles: ['admin'],
  managingCultureCodes: [],
  secondFactor: true,
};

const entry = (id: string, at: string, action: string, more: Record<string, string | null> = {}) => ({
  id,
  at,
  staffId: STAFF_ID,
  staffEmail: 'agent.with.a.long.address@roland.com',
  role: 'support',
  action,
  userId: CUSTOMER_ID,
  userEmail: 'aiko.tanaka.with.a.long.address@example.com',
  reason: 'Customer called from a new phone; identity checked by ticket #42 and the serial of their piano.',
  detail: null,
  clientAddress: '2001:db8:85a3:8d3::/64',
  ...more,
});

/** The log, newest first: two unlocks ten days apart, an account opened, a role change and a publish. */
const log = [
  entry('5', '2026-11-28T10:15:00.000Z', 'resetTwoStep'),
  entry('4', '2026-11-24T23:30:00.000Z', 'unlock', { clientAddress: '198.51.100.23' }),
  entry('3', '2026-11-20T08:00:00.000Z', 'viewAccount', { reason: null }),
  entry('2', '2026-11-14T09:00:00.000Z', 'unlock'),
  entry('1', '2026-11-10T09:00:00.000Z', 'publishTexts', {
    role: 'content',
    userId: null,
    userEmail: null,
    reason: null,
    detail: 'de-DE',
  }),
];

const requester = { name: '田中 愛子', email: 'aiko.tanaka.with.a.long.address@example.com' };
const ticket = (id: number, status: string, form: string, subject: string) => ({
  id,
  form,
  type: 'question',
  status,
  brand: 'ROLAND',
  subject,
  body: 'ファームウェアの更新が 80 % で止まります。',
  tags: [],
  productName: 'FANTOM-8 EX',
  country: 'JP',
  createDate: '2026-11-27T01:30:00.000Z',
  updateDate: '2026-11-27T01:30:00.000Z',
  replies: [],
  requester,
});

/** The help desk's queue: unsolved first. */
const tickets = [
  ticket(
    1042,
    'new',
    'product_support',
    'FANTOM-8 EX のファームウェア更新が 80 % で止まり、再起動しても同じところで止まります',
  ),
  ticket(
    1041,
    'open',
    'service_request',
    'Repair of a V-Drums module whose hi-hat pedal is no longer recognised',
  ),
  ticket(1040, 'pending', 'product_support', 'Bluetooth'),
];

/** An entry's day in a time zone, as YYYY-MM-DD. */
const dayIn = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));

/**
 * Answers the staff member's own record and `GET admin/audit` as the contract says (action, days in `timeZone`,
 * customer address), and `GET admin/staff`; answers the audit log's queries, newest last.
 */
async function answerConsole(page: Page, me = self) {
  const asked: URLSearchParams[] = [];
  await page.route('**/api/v1/admin/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace('/api/v1/admin/', '');
    if (/^users\/[^/]+$/.test(path)) return route.fulfill({ json: me });
    if (path === 'desk/tickets') return route.fulfill({ json: { data: tickets } });
    if (path === 'users')
      return route.fulfill({
        json: {
          data: [
            { id: CUSTOMER_ID, email: requester.email, firstName: '愛子', lastName: '田中', state: 'active' },
            {
              id: STAFF_ID,
              email: 'unactivated.customer.with.an.even.longer.address@example.com',
              firstName: 'Jonathan',
              lastName: 'Featherstonehaugh',
              state: 'unactivated',
            },
          ],
          next: null,
        },
      });
    if (path === 'staff')
      return route.fulfill({
        json: {
          data: [
            {
              userId: STAFF_ID,
              email: 'agent.with.a.long.address@roland.com',
              firstName: 'Haruka',
              lastName: 'Suzuki',
              roles: ['support', 'content'],
              managingCultureCodes: ['ja-JP', 'de-DE'],
            },
          ],
        },
      });
    if (path !== 'audit')
      return route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Not found.' } });
    const query = url.searchParams;
    asked.push(query);
    const timeZone = query.get('timeZone') ?? 'UTC';
    const from = query.get('from');
    const to = query.get('to');
    const data = log.filter(
      (e) =>
        (!query.get('action') || e.action === query.get('action')) &&
        (!query.get('userEmail') || e.userEmail === query.get('userEmail')) &&
        (!from || dayIn(e.at, timeZone) >= from) &&
        (!to || dayIn(e.at, timeZone) <= to),
    );
    return route.fulfill({ json: { data, next: null } });
  });
  return asked;
}

async function signInStaff(
  page: Page,
  request: Parameters<typeof createActiveUser>[0],
  cultureCode = 'en-US',
) {
  const email = uniqueEmail('console-audit').replace(/@example\.com$/, '@roland.com');
  // A ja-JP account gives its names' reading too (docs/product.md#sign-up: required in that culture).
  const phonetic = cultureCode === 'ja-JP' ? { phoneticFirstName: 'ケンジ', phoneticLastName: 'モリ' } : {};
  await createActiveUser(request, email, { firstName: 'Kenji', lastName: 'Mori', cultureCode, ...phonetic });
  await startSignedIn(page, email);
}

/** Whether the page, or any box in it that scrolls (a table's container), scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth > window.innerWidth ||
      [...document.querySelectorAll('body *')].some((box) => {
        const { overflowX } = getComputedStyle(box);
        return ['auto', 'scroll'].includes(overflowX) && box.scrollWidth > box.clientWidth + 1;
      }),
  );

/** Whether the drawn words of `text` and the box of `other` share a pixel. */
async function overlaps(text: Locator, other: Locator) {
  const lines = await text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
  });
  const box = (await other.boundingBox())!;
  return lines.some(
    (line) =>
      line.x < box.x + box.width &&
      box.x < line.x + line.width &&
      line.y < box.y + box.height &&
      box.y < line.y + line.height,
  );
}

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('an admin filters the audit log by action and days, and sees only those entries with their IP address', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, request);
    const asked = await answerConsole(page);
    await page.goto(portalUrl('/admin/audit'));
    const table = page.getByRole('table', { name: 'Audit log' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(table.getByRole('columnheader', { name: 'IP address' })).toBeVisible();
    await expect(rows.first()).toContainText('2001:db8:85a3:8d3::/64');
    await expect(
      rows.first().getByRole('link', { name: 'aiko.tanaka.with.a.long.address@example.com' }),
    ).toHaveAttribute('href', `/backstage/admin/customers/${CUSTOMER_ID}`);
    await expectNoAxeViolations(page);

    const filters = page.getByRole('search', { name: 'Filter the log' });
    await filters.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Unlocked the account' }).click();
    // The last day before the first: the form says so and asks nothing of the server.
    await filters.getByLabel('First day').fill('2026-11-25');
    await filters.getByLabel('Last day').fill('2026-11-15');
    await filters.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(filters.getByText('The last day cannot be before the first day.')).toBeVisible();
    expect(asked).toHaveLength(1);
    await expectNoAxeViolations(page);

    // 15 to 25 November in Tokyo: the unlock of the 24th at 23:30 UTC is the 25th there, the one of the 14th is out.
    await filters.getByLabel('First day').fill('2026-11-15');
    await filters.getByLabel('Last day').fill('2026-11-25');
    await filters
      .getByLabel('Customer account: e-mail address or id')
      .fill('aiko.tanaka.with.a.long.address@example.com');
    await filters.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Unlocked the account');
    await expect(rows.first()).toContainText('198.51.100.23');
    await expect(page).toHaveURL(/[?&]action=unlock/);
    await expect(page).toHaveURL(/[?&]from=2026-11-15&to=2026-11-25/);
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      userEmail: 'aiko.tanaka.with.a.long.address@example.com',
      action: 'unlock',
      from: '2026-11-15',
      to: '2026-11-25',
      timeZone: 'Asia/Tokyo',
    });
    await expectNoAxeViolations(page);

    // A reload keeps the filters (they are in the address); Clear filters shows every entry again.
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(filters.getByLabel('First day')).toHaveValue('2026-11-15');
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows).toHaveCount(5);
    await expect(filters.getByLabel('First day')).toHaveValue('');
  });
});

test('the audit log and the staff list in Japanese on a phone: no sideways scrolling, nothing for axe', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page, request, 'ja-JP');
  await answerConsole(page);
  await page.goto(portalUrl('/admin/audit?culture_code=ja-JP'));
  await expect(page.getByRole('heading', { name: '監査ログ', level: 2 })).toBeVisible();
  // Each entry is a card of its own on a phone: what, when, then the table's other columns.
  const entries = page.getByRole('list', { name: '監査ログ' });
  await expect(entries.getByRole('listitem')).toHaveCount(5);
  await expect(entries.getByRole('listitem').first()).toContainText('2 段階認証をリセット');
  await expect(entries.getByRole('listitem').first()).toContainText('IP アドレス');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByLabel('お客様のアカウント：メールアドレスまたは ID')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'スタッフコンソールのメニュー' })
    .getByRole('link', { name: 'スタッフ' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'スタッフの権限と言語' })).toBeVisible();
  await expect(page.getByText('agent.with.a.long.address@roland.com')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
});

test('the help-desk queue and the customer search in Japanese on a phone: no sideways scrolling, nothing under the state, nothing for axe', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page, request, 'ja-JP');
  await answerConsole(page, { ...self, roles: ['support'] });
  await page.goto(portalUrl('/admin/help-desk?culture_code=ja-JP'));
  // Each ticket is a card of its own on a phone: its number and subject, when, then the table's other columns.
  const queue = page.getByRole('list', { name: 'サポート・チケット' });
  await expect(queue.getByRole('listitem')).toHaveCount(3);
  const first = queue.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: /^#1042 FANTOM-8 EX/ })).toHaveAttribute(
    'href',
    '/backstage/admin/help-desk/1042',
  );
  await expect(first).toContainText('新規');
  await expect(first).toContainText(requester.email);
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'スタッフコンソールのメニュー' })
    .getByRole('link', { name: 'お客様' })
    .click();
  await page.getByRole('searchbox').fill('aiko');
  await page.getByRole('searchbox').press('Enter');
  const found = page.getByRole('list', { name: '検索結果' }).getByRole('listitem');
  await expect(found).toHaveCount(2);
  // A long address wraps beside the account's state, never under it.
  for (const [index, state] of [
    [0, '有効'],
    [1, '未有効化'],
  ] as const) {
    const hit = found.nth(index);
    const address = hit.getByText(/@example\.com$/);
    await expect(hit.getByText(state, { exact: true })).toBeVisible();
    expect(await overlaps(address, hit.getByText(state, { exact: true }))).toBe(false);
  }
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
});
