/** Support mails per culture (en-US is the fallback); `{…}` placeholders are filled by support-mail.ts. */
export const SUPPORT_MAIL_TEXTS = {
  'en-US': {
    receivedSubject: '{brand} Support: we received your request #{id}',
    answerSubject: '{brand} Support: an answer to your request #{id}',
    greeting: 'Hello {name},',
    received: 'Thank you for contacting {brand} Support. We received your request #{id} "{subject}".',
    // docs/product.md#support-times
    promiseWorking:
      'We aim to answer within 48 working hours (Monday to Thursday 9:00–17:00, Friday 9:00–16:30).',
    promiseAcknowledge: 'We acknowledge parts orders within 72 hours.',
    answered: 'Our support team answered your request #{id} "{subject}":',
    action: 'See your requests',
    signature: '{brand} Support',
  },
  'ja-JP': {
    receivedSubject: '{brand} サポート：お問い合わせ #{id} を受け付けました',
    answerSubject: '{brand} サポート：お問い合わせ #{id} への回答',
    greeting: '{name} 様',
    received:
      '{brand} サポートへのお問い合わせありがとうございます。お問い合わせ #{id}「{subject}」を受け付けました。',
    promiseWorking: '48 営業時間以内（月〜木 9:00〜17:00、金 9:00〜16:30）の回答を目指しています。',
    promiseAcknowledge: 'パーツのご注文は 72 時間以内に受付のご連絡をいたします。',
    answered: 'お問い合わせ #{id}「{subject}」にサポートチームが回答しました：',
    action: 'お問い合わせ一覧を見る',
    signature: '{brand} サポート',
  },
} as const;
