import { textsAlongChain } from '../mail';
import { STAFF_MAIL_TEXTS_BY_CULTURE } from './mail-texts/index';
import type {
  CultureStaffMailTexts,
  MailedAction,
  StaffActionFields,
  StaffFrameFields,
} from './staff-mail-types';

// The customer's mails about a support action (docs/product.md#staff-actions), per culture like the account
// mails (ADR 083, docs/translations.md#mails): en-US and ja-JP here, every other culture in mail-texts/.

export type {
  CultureStaffMailTexts,
  MailedAction,
  StaffActionFields,
  StaffFrameFields,
} from './staff-mail-types';

export const STAFF_MAIL_TEXTS = {
  'en-US': {
    resetTwoStep: {
      subject: '{brand} support reset your two-step sign-in',
      done: 'At your request, {brand} support turned off two-step sign-in on your account: the authenticator app and the recovery codes no longer work. Turn two-step sign-in on again in your security centre.',
    },
    removePasskey: {
      subject: '{brand} support removed a passkey from your account',
      done: 'At your request, {brand} support removed the passkey "{passkey}" from your account.',
    },
    signOutEverywhere: {
      subject: '{brand} support signed you out everywhere',
      done: 'At your request, {brand} support signed your account out on every device. Sign in again with your password.',
    },
    frame: {
      greeting: 'Hello {name},',
      reason: 'Reason given: {reason}',
      notYou: 'If you did not ask for this, change your password and contact support.',
      action: 'Open your security centre',
      signature: '{brand} Support',
    },
  },
  'ja-JP': {
    resetTwoStep: {
      subject: '{brand} サポートが 2 段階認証をリセットしました',
      done: 'ご依頼により、{brand} サポートがお客様のアカウントの 2 段階認証をオフにしました。認証アプリとリカバリーコードは使えなくなりました。セキュリティセンターで 2 段階認証をもう一度オンにしてください。',
    },
    removePasskey: {
      subject: '{brand} サポートがパスキーを削除しました',
      done: 'ご依頼により、{brand} サポートがパスキー「{passkey}」をお客様のアカウントから削除しました。',
    },
    signOutEverywhere: {
      subject: '{brand} サポートがすべての端末からサインアウトしました',
      done: 'ご依頼により、{brand} サポートがすべての端末でお客様のアカウントをサインアウトしました。パスワードでもう一度サインインしてください。',
    },
    frame: {
      greeting: '{name} 様',
      reason: '理由：{reason}',
      notYou: 'お心当たりがない場合は、パスワードを変更してサポートにご連絡ください。',
      action: 'セキュリティセンターを開く',
      signature: '{brand} サポート',
    },
  },
} satisfies Record<string, Required<CultureStaffMailTexts>>;

/** Every culture's texts: en-US and ja-JP from this file, the others from mail-texts/<culture>.ts. */
export const CULTURE_STAFF_MAIL_TEXTS: Readonly<Record<string, CultureStaffMailTexts>> = {
  ...STAFF_MAIL_TEXTS,
  ...STAFF_MAIL_TEXTS_BY_CULTURE,
};

type Texts = Readonly<Record<string, Partial<Record<string, Partial<Record<string, string>>>>>>;

/** The texts of one action's mail for a culture, along its text chain (per kind down to en-US). */
export function staffMailTexts(
  cultureCode: string,
  action: MailedAction,
  texts: Readonly<Record<string, CultureStaffMailTexts>> = CULTURE_STAFF_MAIL_TEXTS,
): StaffActionFields & StaffFrameFields {
  return {
    ...(textsAlongChain(cultureCode, 'frame', texts as Texts) as StaffFrameFields),
    ...(textsAlongChain(cultureCode, action, texts as Texts) as StaffActionFields),
  };
}
