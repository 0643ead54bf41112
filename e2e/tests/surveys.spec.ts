import { expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, registerProduct, uniqueEmail, uniqueSerial } from './support/users';

/** Sends the survey page's answers and waits for the thanks on My Gear. */
async function sendAnswers(page: Page) {
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('Thank you for your answers!')).toBeVisible();
  await expect(page).toHaveURL(portalUrl('/mygear'));
}

// Questionnaire (`/questionnaire/{id}`), docs/product.md#questionnaires: a survey by its id, about the
// registration the link names, as a mail links it.
test('a member answers a questionnaire opened from its link, the required answers first @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('questionnaire');
  await createActiveUser(request, email);
  const registration = await registerProduct(request, email, 'FP-30X');
  await startSignedIn(page, email);

  await page.goto(portalUrl(`/questionnaire/1?registeredProductId=${registration}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About your new instrument', {
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'On an online store' }).check();
  await page.getByRole('checkbox', { name: 'Composing or recording' }).check();
  await page.getByRole('button', { name: 'Send answers' }).click();
  // Three required questions are still open: each says so, and nothing is sent.
  await expect(page.getByText('Please answer this question.')).toHaveCount(3);
  await expect(page).toHaveURL(/\/questionnaire\/1\?/);
  await page.getByRole('radio', { name: 'Myself' }).check();
  await page.getByRole('radio', { name: 'Intermediate' }).check();
  await page.getByRole('radio', { name: 'Another digital piano or keyboard' }).check();
  await sendAnswers(page);

  // Opened again, it says the answers are in (sending again replaces them).
  await page.goto(portalUrl(`/questionnaire/1?registeredProductId=${registration}`));
  await expect(page.getByText('You have already answered this survey.', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
});

// ProductSurvey2 (`/product-survey-2`), docs/product.md#survey-names: the second follow-up survey.
test('a member answers the second product survey about the product they pick @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('survey2');
  await createActiveUser(request, email);
  const serial = uniqueSerial('Z');
  await registerProduct(request, email, 'JUNO-X', { serialCode: serial });
  await startSignedIn(page, email);

  await page.goto(portalUrl('/product-survey-2'));
  const choice = page.getByRole('combobox', { name: 'Which of your products is this survey about?' });
  await expect(choice).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await choice.click();
  await page.getByRole('option', { name: `ROLAND JUNO-X (${serial})` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A few months on');
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'A few times a week' }).check();
  await page.getByRole('checkbox', { name: 'Sounds, patches or presets' }).check();
  await page.getByRole('radio', { name: 'Maybe' }).check();
  await page
    .getByLabel('Is there anything else you would like to tell us?')
    .fill('More organ sounds, please.');
  await sendAnswers(page);
});
