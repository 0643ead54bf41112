import { BRAND_LABELS, type Brand, portalUrl } from '@backstage/domain';
import type { Config } from '../../config';
import type { OutgoingMail } from '../mail';

// The mails a customer gets when support acts on their account (docs/product.md#staff-actions): what was done,
// the reason support gave, and where to see it. Never a code or a link that signs anyone in.

export type MailedAction = 'resetTwoStep' | 'removePasskey' | 'signOutEverywhere';

const TEXTS = {
  'en-US': {
    subject: {
      resetTwoStep: '{brand} support reset your two-step sign-in',
      removePasskey: '{brand} support removed a passkey from your account',
      signOutEverywhere: '{brand} support signed you out everywhere',
    },
    done: {
      resetTwoStep:
        'At your request, {brand} support turned off two-step sign-in on your account: the authenticator app and the recovery codes no longer work. Turn two-step sign-in on again in your security centre.',
      removePasskey: 'At your request, {brand} support removed the passkey "{passkey}" from your account.',
      signOutEverywhere:
        'At your request, {brand} support signed your account out on every device. Sign in again with your password.',
    },
    greeting: 'Hello {name},',
    reason: 'Reason given: {reason}',
    notYou: 'If you did not ask for this, change your password and contact support.',
    action: 'Open your security centre',
    signature: '{brand} Support',
  },
  'ja-JP': {
    subject: {
      resetTwoStep: '{brand} サポートが 2 段階認証をリセットしました',
      removePasskey: '{brand} サポートがパスキーを削除しました',
      signOutEverywhere: '{brand} サポートがすべての端末からサインアウトしました',
    },
    done: {
      resetTwoStep:
        'ご依頼により、{brand} サポートがお客様のアカウントの 2 段階認証をオフにしました。認証アプリとリカバリーコードは使えなくなりました。セキュリティセンターで 2 段階認証をもう一度オンにしてください。',
      removePasskey:
        'ご依頼により、{brand} サポートがパスキー「{passkey}」をお客様のアカウントから削除しました。',
      signOutEverywhere:
        'ご依頼により、{brand} サポートがすべての端末でお客様のアカウントをサインアウトしました。パスワードでもう一度サインインしてください。',
    },
    greeting: '{name} 様',
    reason: '理由：{reason}',
    notYou: 'お心当たりがない場合は、パスワードを変更してサポートにご連絡ください。',
    action: 'セキュリティセンターを開く',
    signature: '{brand} サポート',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface StaffMailInput {
  action: MailedAction;
  to: string;
  name: string;
  cultureCode: string;
  brand: string;
  reason: string;
  passkey?: string;
}

/** The customer's mail about a staff action, in their culture (en-US otherwise). */
export function staffActionMail(config: Config, input: StaffMailInput): OutgoingMail {
  const texts = TEXTS[input.cultureCode as keyof typeof TEXTS] ?? TEXTS['en-US'];
  const brand = BRAND_LABELS[input.brand as Brand] ?? input.brand;
  // The name, reason and passkey are filled last and never read as a template.
  const fill = (text: string) =>
    text
      .replaceAll('{brand}', brand)
      .replace('{name}', () => input.name)
      .replace('{passkey}', () => input.passkey ?? '')
      .replace('{reason}', () => input.reason);
  const link = portalUrl(config.PUBLIC_URL, config.ROUTER_MODE, '/settings/security', {});
  const parts = [texts.greeting, texts.done[input.action], texts.reason, texts.notYou].map(fill);
  const text = [...parts, `${texts.action}: ${link}`, fill(texts.signature)].join('\n\n');
  const html = [
    ...parts.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(fill(texts.signature))}</p>`,
  ].join('\n');
  return { kind: 'staffAction', to: input.to, subject: fill(texts.subject[input.action]), text, html };
}
