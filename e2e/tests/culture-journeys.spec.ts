import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { text } from './support/culture-texts';
import { linkIn, waitForMail } from './support/mailbox';
import { PASSWORD, registerProduct, uniqueEmail } from './support/users';

// Issue #39: a visitor who picks their region gets a portal that speaks their language, from the sign-up form
// and its errors (the form's and the API's) to the activation mail, the signed-in home, My Gear, support and Roland Cloud's plans; Korean asks for the family name first and greets
// by the full name (docs/product.md#name-order).
const JOURNEYS = [
  { culture: 'de-DE', first: 'Klara', last: 'Vogel', greeting: 'Klara', subject: /Aktivieren Sie Ihr Konto/ },
  { culture: 'pl-PL', first: 'Zofia', last: 'Nowak', greeting: 'Zofia', subject: /aktywuj swoje konto/ },
  { culture: 'pt-BR', first: 'Beatriz', last: 'Souza', greeting: 'Beatriz', subject: /ative sua conta/ },
  { culture: 'ko-KR', first: '지은', last: '김', greeting: '김지은', subject: /계정을 활성화하세요/ },
];

for (const { culture, first, last, greeting, subject } of JOURNEYS) {
  test(`${culture}: sign-up with a validation error, the activation mail, home, My Gear, support and Roland Cloud in ${culture}`, async ({
    page,
    request,
  }) => {
    const t = (namespace: string, key: string, values?: Record<string, string>) =>
      text(culture, namespace, key, values);
    test.setTimeout(180_000);
    const email = uniqueEmail(`journey-${culture}`);
    await page.goto(portalUrl(`/signup-login?culture_code=${culture}`));
    await expect(page.locator('html')).toHaveAttribute('lang', culture);
    await page.getByLabel(t('auth', 'fields.email')).fill(email);
    await page.getByRole('button', { name: t('auth', 'signup.continue') }).click();

    // One submit with the names missing and the passwords apart: every error in the culture's words.
    await page.getByLabel(t('auth', 'fields.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('auth', 'fields.confirmPassword'), { exact: true }).fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: t('auth', 'signup.create') }).click();
    await expect(page.getByText(t('validation', 'passwordMismatch'))).toBeVisible();
    await expect(page.getByText(t('validation', 'firstNameRequired'))).toBeVisible();
    await expectNoAxeViolations(page);

    const firstField = page.getByLabel(t('auth', 'fields.firstName'), { exact: true });
    const lastField = page.getByLabel(t('auth', 'fields.lastName'), { exact: true });
    await firstField.fill(first);
    await lastField.fill(last);
    // Korean asks for the family name above the given name; the others the given name first.
    const [firstTop, lastTop] = [(await firstField.boundingBox())!.y, (await lastField.boundingBox())!.y];
    expect(culture === 'ko-KR' ? lastTop < firstTop : firstTop < lastTop).toBe(true);
    await page.getByLabel(t('auth', 'fields.confirmPassword'), { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').last().check();
    await page.getByRole('button', { name: t('auth', 'signup.create') }).click();
    await expect(page.getByText(t('auth', 'activation.text', { email }))).toBeVisible();

    const mail = await waitForMail(request, email, subject);
    await page.goto(linkIn(mail));
    await expect(page.getByText(t('auth', 'loginStep.text'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', culture);
    await expectNoAxeViolations(page);
    // The API's refusals in the culture's words too, not the server's English (docs/product.md#error-catalogue).
    await page.getByLabel(t('auth', 'fields.password'), { exact: true }).fill(`${PASSWORD}-not-mine`);
    await page.getByRole('button', { name: t('auth', 'login.submit'), exact: true }).click();
    await expect(page.getByText(t('errors', 'INCORRECT_CREDENTIALS'))).toBeVisible();
    await page.getByLabel(t('auth', 'fields.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('auth', 'login.submit'), exact: true }).click();
    await page.getByRole('button', { name: t('auth', 'interestsStep.skip') }).click();
    await page.getByRole('button', { name: t('auth', 'finish.go') }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: t('homeDashboard', 'greeting', { name: greeting }) }),
    ).toBeVisible();
    await expect(page.getByText(t('homeDashboard', 'signedInAs', { email }))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', culture);
    await expectNoAxeViolations(page);

    // My Gear with a registered piano and its warranty's end, written as the culture writes a date.
    await registerProduct(request, email, 'FP-30X');
    await page.goto(portalUrl('/mygear'));
    const [before, after] = t('myGear', 'warranty.until', { date: '\u0000' }).split('\u0000');
    const literal = (part = '') => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page.getByText(new RegExp(`^${literal(before)}.*2027.*${literal(after)}$`))).toBeVisible();
    await expectNoAxeViolations(page);

    // A support form and the Roland Cloud memberships, plans described in the culture.
    await page.goto(portalUrl('/support'));
    await expect(page.getByRole('heading', { level: 1, name: t('support', 'title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(portalUrl('/cloud/memberships'));
    await expect(page.getByText(t('cloud', 'productDescriptions.RC-CORE'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
