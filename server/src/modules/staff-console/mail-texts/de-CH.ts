// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
// Only what Swiss German writes differently from de-DE: ss for ß, «» quotation marks.
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const deCH = {
  resetTwoStep: {
    done: 'auf Ihren Wunsch hat der {brand}-Support die Zwei-Schritt-Anmeldung Ihres Kontos ausgeschaltet: Die Authenticator-App und die Wiederherstellungscodes funktionieren nicht mehr. Schalten Sie die Zwei-Schritt-Anmeldung im Tab «Sicherheit» Ihrer Einstellungen wieder ein.',
  },
  removePasskey: {
    done: 'auf Ihren Wunsch hat der {brand}-Support den Passkey «{passkey}» aus Ihrem Konto entfernt.',
  },
} satisfies CultureStaffMailTexts;
