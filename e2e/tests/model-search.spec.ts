import { MODEL_SEARCH_PAUSE_MS } from '@backstage/domain';
import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { createActiveUser, signInWithForm, uniqueEmail } from './support/users';

// ADR 077: the model field searches the server once typing pauses, one request per pause, not one per key.
// The page's clock stands still while keys are typed, so a slow machine cannot make a pause of its own.
test('typing a model code asks the catalogue once per pause in typing', async ({ page, request }) => {
  const email = uniqueEmail('model-search');
  await createActiveUser(request, email);
  await page.clock.install();
  await signInWithForm(page, email);
  await page.goto(portalUrl('/mygear/register_product'));
  const searches: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('/api/v1/searchProducts'))
      searches.push(url.searchParams.get('modelCode') ?? '');
  });
  const model = page.getByRole('combobox', { name: 'Model' });
  await model.click();
  // The clock stands still while keys are typed, runs over one pause, then on (the answer's drawing needs it).
  const typeThenPause = async (keys: string) => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await model.pressSequentially(keys);
    await page.clock.runFor(MODEL_SEARCH_PAUSE_MS);
    await page.clock.resume();
  };

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await model.pressSequentially('FP-3');
  await expect(model).toHaveValue('FP-3');
  expect(searches).toEqual([]);
  await page.clock.runFor(MODEL_SEARCH_PAUSE_MS);
  await page.clock.resume();
  await expect(page.getByRole('option', { name: 'FP-30X (ROLAND)' })).toBeVisible();
  expect(searches).toEqual(['FP-3']);

  // A second pause, a second request: for what was typed by then.
  await typeThenPause('0X');
  await expect.poll(() => searches).toEqual(['FP-3', 'FP-30X']);
  await expect(page.getByRole('option', { name: 'FP-30X (ROLAND)' })).toBeVisible();
  await page.getByRole('option', { name: 'FP-30X (ROLAND)' }).click();
  await expect(model).toHaveValue('FP-30X (ROLAND)');
});
