/** Mail texts per culture; `{…}` placeholders are filled by the templates. en-US is the fallback. */
export const MAIL_TEXTS = {
  'en-US': {
    activation: {
      subject: '{brand} Backstage: activate your account',
      greeting: 'Hello {name},',
      body: 'Thank you for creating your {brand} Backstage account. Open the link below to activate it. The link is valid for 24 hours.',
      action: 'Activate my account',
      code: 'Or enter this activation code: {code}',
      ignore: 'If you did not create this account, you can ignore this e-mail.',
    },
    passwordReset: {
      subject: '{brand} Backstage: reset your password',
      greeting: 'Hello {name},',
      body: 'We received a request to reset the password of your {brand} Backstage account. Open the link below to choose a new password. The link is valid for 1 hour.',
      action: 'Reset my password',
      code: 'Or enter this code: {code}',
      ignore: 'If you did not ask for this, your password stays as it is and you can ignore this e-mail.',
    },
    emailChange: {
      subject: '{brand} Backstage: confirm your new e-mail address',
      greeting: 'Hello {name},',
      body: 'Open the link below to use this address for your {brand} Backstage account. Until you do, you keep signing in with your current address. The link is valid for 24 hours.',
      action: 'Confirm my new e-mail address',
      code: 'Or enter this code: {code}',
      ignore: 'If you did not ask for this change, you can ignore this e-mail.',
    },
    emailChangeNotice: {
      subject: '{brand} Backstage: your e-mail address is being changed',
      greeting: 'Hello {name},',
      body: 'Someone asked to change the e-mail address of your {brand} Backstage account to {newEmail}. The change takes effect only once confirmed from the new address.',
      action: 'Go to Backstage',
      code: '',
      ignore: 'If this was not you, change your password now and contact support.',
    },
    newDevice: {
      subject: '{brand} Backstage: new sign-in on {device}',
      greeting: 'Hello {name},',
      body: 'Your {brand} Backstage account was just signed in to from a device and place it has not been used from in the last 90 days: {device} in {place}, on {time}. If this was you, there is nothing to do.',
      action: 'This wasn’t me: sign out everywhere and reset my password',
      code: '',
      ignore:
        'The link is valid for 7 days. It signs out every session of your account and sends you a password reset e-mail.',
    },
    passkeyAdded: {
      subject: '{brand} Backstage: a passkey was added to your account',
      greeting: 'Hello {name},',
      body: 'A passkey named “{passkey}” was added to your {brand} Backstage account from {device} on {time}. It signs in without your password or a two-step code. If this was you, there is nothing to do.',
      action: 'This wasn’t me: sign out everywhere and reset my password',
      code: '',
      ignore:
        'The link is valid for 7 days. It signs out every session of your account and sends you a password reset e-mail. Then remove the passkey in the Security tab of your settings.',
    },
    twoStepOff: {
      subject: '{brand} Backstage: two-step sign-in was turned off',
      greeting: 'Hello {name},',
      body: 'Two-step sign-in was turned off for your {brand} Backstage account from {device} on {time}. Signing in now takes only your password. If this was you, there is nothing to do.',
      action: 'This wasn’t me: sign out everywhere and reset my password',
      code: '',
      ignore:
        'The link is valid for 7 days. It signs out every session of your account and sends you a password reset e-mail.',
    },
  },
  'ja-JP': {
    activation: {
      subject: '{brand} Backstage：アカウントの有効化',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントを作成いただきありがとうございます。下のリンクからアカウントを有効にしてください。リンクの有効期限は 24 時間です。',
      action: 'アカウントを有効にする',
      code: 'または、次の認証コードを入力してください：{code}',
      ignore: 'お心当たりのない場合は、このメールを破棄してください。',
    },
    passwordReset: {
      subject: '{brand} Backstage：パスワードの再設定',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントのパスワード再設定のご依頼を受け付けました。下のリンクから新しいパスワードを設定してください。リンクの有効期限は 1 時間です。',
      action: 'パスワードを再設定する',
      code: 'または、次のコードを入力してください：{code}',
      ignore: 'お心当たりのない場合、パスワードは変更されません。このメールを破棄してください。',
    },
    emailChange: {
      subject: '{brand} Backstage：新しいメールアドレスの確認',
      greeting: '{name} 様',
      body: '下のリンクから、このメールアドレスを {brand} Backstage アカウントに設定してください。確認が済むまでは現在のアドレスでサインインできます。リンクの有効期限は 24 時間です。',
      action: '新しいメールアドレスを確認する',
      code: 'または、次のコードを入力してください：{code}',
      ignore: 'お心当たりのない場合は、このメールを破棄してください。',
    },
    emailChangeNotice: {
      subject: '{brand} Backstage：メールアドレス変更のお知らせ',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントのメールアドレスを {newEmail} に変更するご依頼がありました。新しいアドレスで確認されるまで変更は反映されません。',
      action: 'Backstage を開く',
      code: '',
      ignore: 'お心当たりのない場合は、すぐにパスワードを変更し、サポートにご連絡ください。',
    },
    newDevice: {
      subject: '{brand} Backstage：{device} からの新しいサインイン',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントに、過去 90 日間に使われていない端末と場所からサインインがありました：{place} の {device}（{time}）。ご本人の場合、操作は不要です。',
      action: '心当たりがない：すべてのセッションからサインアウトしてパスワードを再設定する',
      code: '',
      ignore:
        'リンクの有効期限は 7 日間です。アカウントのすべてのセッションをサインアウトし、パスワード再設定のメールをお送りします。',
    },
    passkeyAdded: {
      subject: '{brand} Backstage：パスキーが追加されました',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントに「{passkey}」という名前のパスキーが追加されました（{device}、{time}）。パスキーはパスワードや 2 段階認証のコードなしでサインインできます。ご本人の場合、操作は不要です。',
      action: '心当たりがない：すべてのセッションからサインアウトしてパスワードを再設定する',
      code: '',
      ignore:
        'リンクの有効期限は 7 日間です。アカウントのすべてのセッションをサインアウトし、パスワード再設定のメールをお送りします。その後、設定の「セキュリティ」タブでパスキーを削除してください。',
    },
    twoStepOff: {
      subject: '{brand} Backstage：2 段階認証がオフになりました',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントの 2 段階認証がオフになりました（{device}、{time}）。今後のサインインはパスワードのみで行えます。ご本人の場合、操作は不要です。',
      action: '心当たりがない：すべてのセッションからサインアウトしてパスワードを再設定する',
      code: '',
      ignore:
        'リンクの有効期限は 7 日間です。アカウントのすべてのセッションをサインアウトし、パスワード再設定のメールをお送りします。',
    },
  },
} as const;

export type MailKind = keyof (typeof MAIL_TEXTS)['en-US'];
