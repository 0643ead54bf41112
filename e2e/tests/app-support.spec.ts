import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// A shared, busy machine: waits are generous, never sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a visitor reads Zentracker help, signs in to ask support and returns where the app sent them @phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('app-support');
  await createActiveUser(request, email);
  // The app opens its support page with a redirect query: where to go back once done.
  await page.goto(portalUrl('/support-zentracker?redirect=%2Fmygear'));
  await expect(page.getByRole('heading', { name: 'Zentracker support', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Zentracker support/);
  // Signed out, the app's articles are there to read, and only the app's.
  const results = page.getByRole('list').getByRole('heading', { level: 2 });
  await expect(results).toHaveText(['Zentracker: clicks, dropouts or no sound from your audio interface']);
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('searchbox', { name: 'Search the knowledge base' }).pressSequentially('buff', {
    delay: 50,
  });
  await expect(page.getByText('1 article for “buff”')).toBeVisible();
  await results.first().click();
  await expect(page).toHaveURL(/\/support-zentracker\?redirect=%2Fmygear&q=buff&article=\d+$/);
  await expect(page.getByText(/raise the buffer size one step at a time/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the knowledge base' }).click();
  await expect(page).toHaveURL(/\/support-zentracker\?redirect=%2Fmygear&q=buff$/);

  // Asking support needs an account: sign in, and come back with the same query.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backstage\/support-zentracker\?redirect=%2Fmygear&q=buff$/);
  const subject = page.getByRole('textbox', { name: /^Subject/ });
  await expect(subject).toHaveValue('Zentracker: ');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await subject.fill('Zentracker: crackles at 64 samples');
  await page
    .getByRole('textbox', { name: /^Details/ })
    .fill('Playback crackles with my interface even at 256 samples on Windows 11.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Your request number is #\d+\./)).toBeVisible();
  const number = (await page.getByText(/Your request number is #\d+\./).textContent())!.match(/#(\d+)/)![1];
  await waitForMail(request, email, new RegExp(`request #${number}$`));
  await expectNoAxeViolations(page);
  // The redirect query is followed once the message is sent.
  await page.getByRole('link', { name: 'Continue where you were' }).click();
  await expect(page).toHaveURL(/\/backstage\/mygear/);
});

test('Zenbeats and BOSS Tone Exchange have their own help, in the visitor’s language', async ({ page }) => {
  await page.goto(portalUrl('/support-zenbeats'));
  await expect(page.getByRole('heading', { name: 'Zenbeats support', level: 1 })).toBeVisible();
  await expect(page.getByRole('list').getByRole('heading', { level: 2 })).toHaveText([
    'Install Zenbeats and unlock it with your Roland account',
  ]);
  await page.goto(portalUrl('/support-btx?culture_code=ja-JP'));
  await expect(page.getByRole('heading', { name: 'BOSS Tone Exchange サポート', level: 1 })).toBeVisible();
  await expect(page.getByRole('list').getByRole('heading', { level: 2 })).toHaveText([
    'BOSS Tone Exchange：トーンをダウンロードして機器に読み込む',
  ]);
  await expectNoAxeViolations(page);
});
