import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';

// docs/product.md#query-parameters "Query parameters read": `code` also as `amp;code`, as mail clients that escape `&` send it.
test('the reset-password link with amp;code opens the new-password step with the code and address', async ({
  page,
}) => {
  await page.goto(portalUrl('/reset-password?email=drummer%40example.com&amp;code=834584'));
  await expect(page.getByText('Enter the code we sent to drummer@example.com')).toBeVisible();
  await expect(page.getByLabel('Code')).toHaveValue('834584');
  await expectNoAxeViolations(page);
});
