// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const deDE = {
  resetTwoStep: {
    subject: '{brand}-Support hat Ihre Zwei-Schritt-Anmeldung zurückgesetzt',
    done: 'auf Ihren Wunsch hat der {brand}-Support die Zwei-Schritt-Anmeldung Ihres Kontos ausgeschaltet: Die Authenticator-App und die Wiederherstellungscodes funktionieren nicht mehr. Schalten Sie die Zwei-Schritt-Anmeldung im Tab „Sicherheit“ Ihrer Einstellungen wieder ein.',
  },
  removePasskey: {
    subject: '{brand}-Support hat einen Passkey aus Ihrem Konto entfernt',
    done: 'auf Ihren Wunsch hat der {brand}-Support den Passkey „{passkey}“ aus Ihrem Konto entfernt.',
  },
  signOutEverywhere: {
    subject: '{brand}-Support hat Sie überall abgemeldet',
    done: 'auf Ihren Wunsch hat der {brand}-Support Ihr Konto auf allen Geräten abgemeldet. Melden Sie sich mit Ihrem Passwort wieder an.',
  },
  frame: {
    greeting: 'Hallo {name},',
    reason: 'Angegebener Grund: {reason}',
    notYou:
      'Wenn Sie das nicht angefordert haben, ändern Sie Ihr Passwort und wenden Sie sich an den Support.',
    action: 'Sicherheitseinstellungen öffnen',
    signature: 'Ihr {brand}-Support',
  },
} satisfies CultureStaffMailTexts;
