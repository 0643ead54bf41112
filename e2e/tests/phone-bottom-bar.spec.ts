import { expect, type Locator, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, uniqueEmail } from './support/users';

// The narrowest common phone (docs/product.md#shell: the bottom bar shows on phone widths).
test.use({ viewport: { width: 390, height: 844 } });

/** True when the element itself (or something inside it) is what a tap at its centre and near its foot hits. */
async function isUncovered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hits = [box.top + box.height / 2, box.bottom - 2].map((y) =>
      document.elementFromPoint(box.left + box.width / 2, y),
    );
    return hits.every((hit) => hit !== null && (node === hit || node.contains(hit) || hit.contains(node)));
  });
}

test('on a 390 px phone the bottom bar leads to Home, My Gear, My Feed and Settings and covers no profile field @phone', async ({
  page,
  request,
}) => {
  // A sign-up, a sign-in and two axe runs on a busy machine.
  test.slow();
  const email = uniqueEmail('bottom-bar');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/'));

  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar.getByRole('button')).toHaveText(['Home', 'My Gear', 'My Feed', 'Settings']);
  await bar.getByRole('button', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('First name')).toBeVisible();
  await expectNoAxeViolations(page);

  // The last field, brought into view the way the browser does it for focus: it must stop above the bar.
  const lastField = profile.getByRole('textbox').last();
  await lastField.evaluate((node) => node.scrollIntoView({ block: 'end' }));
  expect(await isUncovered(lastField)).toBe(true);
  await lastField.focus();
  expect(await isUncovered(lastField)).toBe(true);

  // At the foot of the page the save button and the footer end above the bar too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await isUncovered(profile.getByRole('button', { name: 'Save profile' }))).toBe(true);
  expect(await isUncovered(page.getByRole('contentinfo'))).toBe(true);

  await bar.getByRole('button', { name: 'My Gear' }).click();
  await expect(page).toHaveURL(/\/mygear/);
  await expect(bar.getByRole('button', { name: 'My Gear' })).toHaveClass(/Mui-selected/);
  await bar.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
  await expectNoAxeViolations(page);
});
