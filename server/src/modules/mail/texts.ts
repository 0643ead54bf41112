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
    twoStepOn: {
      subject: '{brand} Backstage: two-step sign-in was turned on',
      greeting: 'Hello {name},',
      body: 'Two-step sign-in was turned on for your {brand} Backstage account from {device} on {time}. Signing in now also asks for a code from that authenticator app. If this was you, there is nothing to do.',
      action: 'This wasn’t me: sign out everywhere, remove that authenticator and reset my password',
      code: '',
      ignore:
        'The link is valid for 7 days. It signs out every session of your account, turns this two-step sign-in off with its recovery codes, and sends you a password reset e-mail.',
    },
    passkeyRemoved: {
      subject: '{brand} Backstage: a passkey was removed from your account',
      greeting: 'Hello {name},',
      body: 'The passkey named “{passkey}” was removed from your {brand} Backstage account from {device} on {time}. It no longer signs in. If this was you, there is nothing to do.',
      action: 'This wasn’t me: sign out everywhere and reset my password',
      code: '',
      ignore:
        'The link is valid for 7 days. It signs out every session of your account and sends you a password reset e-mail.',
    },
    recoveryCodesRenewed: {
      subject: '{brand} Backstage: new recovery codes were made for your account',
      greeting: 'Hello {name},',
      body: 'New two-step recovery codes were made for your {brand} Backstage account from {device} on {time}. The earlier codes no longer work. If this was you, there is nothing to do.',
      action: 'This wasn’t me: sign out everywhere and reset my password',
      code: '',
      ignore:
        'The link is valid for 7 days. It signs out every session of your account and sends you a password reset e-mail.',
    },
    accountDeleted: {
      subject: '{brand} Backstage: your account was deleted',
      greeting: 'Hello {name},',
      body: 'Your {brand} Backstage account was deleted on {time}, with its profile, registered products and settings. Every session of it has ended.',
      action: 'This wasn’t me: contact support',
      code: '',
      ignore:
        'If this was you, there is nothing to do. A deleted account cannot be restored, but support can find out how it happened and help you start again.',
    },
    gearTransfer: {
      subject: '{brand} Backstage: someone is handing you their {product}',
      greeting: 'Hello,',
      body: 'A {brand} Backstage member who gives their name as “{sender}” (their own words, not checked by us) wants to hand on their {product} (serial {serial}) to you, with its registration and its warranty. Open the link below to see it and accept it into your My Gear; without a {brand} Backstage account yet, you create one on the way. The offer is open until {date}.',
      action: 'See the product and accept it',
      code: 'You will be asked for this code: {code}',
      ignore:
        'If you do not know this person or do not want the product, ignore this e-mail: nothing changes.',
    },
    gearTransferAccepted: {
      subject: '{brand} Backstage: your {product} has a new owner',
      greeting: 'Hello {name},',
      body: 'The {product} (serial {serial}) you handed on was accepted on {date}. It has left your My Gear, and its warranty went with it.',
      action: 'Go to My Gear',
      code: '',
      ignore: 'If you did not hand this product on, contact support.',
    },
    warrantyReminder: {
      subject: '{brand} Backstage: the warranty of your {product} ends on {date}',
      greeting: 'Hello {name},',
      body: 'The warranty of your {product} (serial {serial}) ends on {date}. If anything is wrong with it, ask for a repair before then.',
      action: 'See it in My Gear',
      code: '',
      ignore:
        'You get this e-mail because your account allows e-mail. You can turn e-mail off in your settings.',
    },
    ownershipDisputed: {
      subject: '{brand} Backstage: another account registered your {product}',
      greeting: 'Hello {name},',
      body: 'On {date} another {brand} Backstage account registered a {product} with the serial number {serial}, which is registered to you. It stays yours: its registration and warranty are unchanged, and we have not told the other account who you are. Our support team will check who owns it and may contact you.',
      action: 'See it in My Gear',
      code: '',
      ignore:
        'If you sold or gave this product away, hand it on or unregister it in My Gear. If you still have it, there is nothing to do.',
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
    twoStepOn: {
      subject: '{brand} Backstage：2 段階認証がオンになりました',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントの 2 段階認証がオンになりました（{device}、{time}）。今後のサインインでは、その認証アプリのコードも必要になります。ご本人の場合、操作は不要です。',
      action:
        '心当たりがない：すべてのセッションからサインアウトし、その認証アプリを外してパスワードを再設定する',
      code: '',
      ignore:
        'リンクの有効期限は 7 日間です。アカウントのすべてのセッションをサインアウトし、この 2 段階認証とリカバリーコードを解除して、パスワード再設定のメールをお送りします。',
    },
    passkeyRemoved: {
      subject: '{brand} Backstage：パスキーが削除されました',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントから「{passkey}」という名前のパスキーが削除されました（{device}、{time}）。このパスキーではサインインできなくなりました。ご本人の場合、操作は不要です。',
      action: '心当たりがない：すべてのセッションからサインアウトしてパスワードを再設定する',
      code: '',
      ignore:
        'リンクの有効期限は 7 日間です。アカウントのすべてのセッションをサインアウトし、パスワード再設定のメールをお送りします。',
    },
    recoveryCodesRenewed: {
      subject: '{brand} Backstage：新しいリカバリーコードが発行されました',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントの 2 段階認証のリカバリーコードが新しく発行されました（{device}、{time}）。以前のコードは使えなくなりました。ご本人の場合、操作は不要です。',
      action: '心当たりがない：すべてのセッションからサインアウトしてパスワードを再設定する',
      code: '',
      ignore:
        'リンクの有効期限は 7 日間です。アカウントのすべてのセッションをサインアウトし、パスワード再設定のメールをお送りします。',
    },
    accountDeleted: {
      subject: '{brand} Backstage：アカウントが削除されました',
      greeting: '{name} 様',
      body: '{brand} Backstage アカウントが削除されました（{time}）。プロフィール、登録製品、設定も削除され、すべてのセッションが終了しました。',
      action: '心当たりがない：サポートに連絡する',
      code: '',
      ignore:
        'ご本人の場合、操作は不要です。削除されたアカウントは元に戻せませんが、サポートが経緯を調べ、再開のお手伝いをいたします。',
    },
    gearTransfer: {
      subject: '{brand} Backstage：{product} の譲渡のご案内',
      greeting: 'お客様',
      body: '「{sender}」と名乗る {brand} Backstage の会員（お名前はご本人の入力で、当社は確認していません）が {product}（シリアル {serial}）を登録と保証ごとあなたに譲渡しようとしています。下のリンクから内容を確認し、My Gear に受け取ってください。{brand} Backstage アカウントをお持ちでない場合は、途中で作成できます。受け取り期限は {date} です。',
      action: '製品を確認して受け取る',
      code: '次のコードの入力を求められます：{code}',
      ignore:
        'この方にお心当たりがない場合や受け取らない場合は、このメールを破棄してください。何も変更されません。',
    },
    gearTransferAccepted: {
      subject: '{brand} Backstage：{product} が新しいオーナーに受け取られました',
      greeting: '{name} 様',
      body: '譲渡した {product}（シリアル {serial}）は {date} に受け取られました。My Gear からは外れ、保証も製品とともに移りました。',
      action: 'My Gear を開く',
      code: '',
      ignore: 'この製品を譲渡したお心当たりがない場合は、サポートにご連絡ください。',
    },
    warrantyReminder: {
      subject: '{brand} Backstage：{product} の保証は {date} に終了します',
      greeting: '{name} 様',
      body: 'お持ちの {product}（シリアル {serial}）の保証は {date} に終了します。不具合がある場合は、それまでに修理をご依頼ください。',
      action: 'My Gear で確認する',
      code: '',
      ignore:
        'このメールは、メールの受信を許可しているアカウントにお送りしています。メールの受信は設定で停止できます。',
    },
    ownershipDisputed: {
      subject: '{brand} Backstage：お客様の {product} が別のアカウントで登録されました',
      greeting: '{name} 様',
      body: '{date}、別の {brand} Backstage アカウントが、お客様が登録済みの {product}（シリアル番号 {serial}）を登録しました。製品は引き続きお客様のものです。登録内容と保証は変わりません。また、お客様が誰であるかを相手のアカウントには伝えていません。サポートチームが所有者を確認し、ご連絡する場合があります。',
      action: 'My Gear で確認する',
      code: '',
      ignore:
        'この製品を売却または譲渡した場合は、My Gear から譲渡するか登録を解除してください。お手元にある場合は、何もする必要はありません。',
    },
  },
} as const;

export type MailKind = keyof (typeof MAIL_TEXTS)['en-US'];
