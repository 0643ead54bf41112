import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';

// Requests the service worker answers never reach page.route: the worker stays out of this journey.
test.use({ serviceWorkers: 'block' });

// docs/product.md#shell: a screen whose script does not arrive says so inside the shell and offers a way on.
test('a screen whose script fails to arrive says so, and Try again opens it once the connection is back', async ({
  page,
}) => {
  await page.goto(portalUrl('/login'));
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // The connection drops just as the visitor opens the privacy policy: its screen's script never arrives.
  await page.route('**/assets/privacy-page-*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
  // The shell stays usable around the message.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute('**/assets/privacy-page-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(portalUrl('/privacy'));
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
