import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// Validation messages are keyed by code in domain and worded in the interface language: in ja-JP every
// form's required-field errors read in Japanese (client-side rules and server field errors alike).
const ja = (path: string) => portalUrl(`${path}${path.includes('?') ? '&' : '?'}culture_code=ja-JP`);

async function expectTexts(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function signInInJapanese(page: Page, email: string) {
  await page.goto(ja('/login'));
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  // Japanese greets by the full name, family name first (docs/product.md#name-order).
  await expect(page.getByRole('heading', { name: 'ようこそ、Tanaka Aikoさん' })).toBeVisible();
}

test('sign-up: every required field says so in Japanese, phonetic names included @phone', async ({
  page,
}) => {
  await page.goto(ja('/signup-login'));
  await page.getByLabel('メールアドレス').fill(uniqueEmail('ja-signup'));
  await page.getByRole('button', { name: '次へ' }).click();
  await page.getByRole('button', { name: 'アカウントを作成' }).click();
  await expectTexts(page, [
    '名を入力してください',
    '姓を入力してください',
    '名（フリガナ）を入力してください',
    '姓（フリガナ）を入力してください',
    '8文字以上で、小文字・大文字・数字をそれぞれ1文字以上含めてください。',
    '利用規約とプライバシーポリシーに同意してください。',
  ]);
  await expectNoAxeViolations(page);
});

test('sign-in and reset password say what is missing in Japanese', async ({ page }) => {
  await page.goto(ja('/login'));
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await expectTexts(page, ['メールアドレスを入力してください', 'パスワードを入力してください']);

  await page.goto(ja('/reset-password'));
  await page.getByRole('button', { name: 'メールを送信する' }).click();
  await expectTexts(page, ['メールアドレスを入力してください']);
  await page.getByLabel('メールアドレス').fill(uniqueEmail('ja-reset'));
  await page.getByRole('button', { name: 'メールを送信する' }).click();
  await page.getByRole('button', { name: '新しいパスワードを保存する' }).click();
  await expectTexts(page, [
    'コードを入力してください',
    '8文字以上で、小文字・大文字・数字をそれぞれ1文字以上含めてください。',
  ]);
  await expectNoAxeViolations(page);
});

/** A signed-in ja-JP account: an API sign-up and a sign-in through the form, slow on a busy machine. */
async function signedInJapaneseAccount(page: Page, request: APIRequestContext, name: string) {
  test.slow();
  const email = uniqueEmail(name);
  await createActiveUser(request, email, {
    cultureCode: 'ja-JP',
    phoneticFirstName: 'アイコ',
    phoneticLastName: 'タナカ',
  });
  await signInInJapanese(page, email);
}

test('profile: cleared names say so in Japanese', async ({ page, request }) => {
  await signedInJapaneseAccount(page, request, 'ja-profile');
  await page.goto(ja('/settings/profile'));
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('名').fill('');
  await box('姓').fill('');
  await box('名（フリガナ）').fill('');
  await page.getByRole('button', { name: 'プロフィールを保存' }).click();
  await expectTexts(page, [
    '名を入力してください',
    '姓を入力してください',
    '名（フリガナ）を入力してください',
  ]);
  await expectNoAxeViolations(page);
});

test('e-mail and password changes say what is missing in Japanese', async ({ page, request }) => {
  await signedInJapaneseAccount(page, request, 'ja-settings');
  await page.goto(ja('/settings/settings'));
  await page.getByRole('button', { name: '新しいアドレスにコードを送信' }).click();
  await expectTexts(page, ['メールアドレスを入力してください']);
  await page.getByRole('button', { name: 'パスワードを変更' }).click();
  await expectTexts(page, [
    '現在のパスワードを入力してください',
    '8文字以上で、小文字・大文字・数字をそれぞれ1文字以上含めてください。',
  ]);
  await expectNoAxeViolations(page);
});

test('product registration says what is missing in Japanese', async ({ page, request }) => {
  await signedInJapaneseAccount(page, request, 'ja-register');
  await page.goto(ja('/mygear/register_product'));
  await page.getByRole('button', { name: '製品を登録する' }).click();
  await expectTexts(page, [
    '製品を選択してください',
    '購入日を入力してください',
    '購入方法を選択してください',
  ]);
  await expectNoAxeViolations(page);
});
