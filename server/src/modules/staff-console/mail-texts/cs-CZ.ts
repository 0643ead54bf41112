// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const csCZ = {
  resetTwoStep: {
    subject: 'Podpora {brand} resetovala vaše dvoufázové přihlášení',
    done: 'na vaši žádost podpora {brand} vypnula dvoufázové přihlášení vašeho účtu: ověřovací aplikace a kódy pro obnovení už nefungují. Dvoufázové přihlášení znovu zapněte na kartě Zabezpečení v nastavení.',
  },
  removePasskey: {
    subject: 'Podpora {brand} odebrala z vašeho účtu přístupový klíč',
    done: 'na vaši žádost podpora {brand} odebrala z vašeho účtu přístupový klíč „{passkey}“.',
  },
  signOutEverywhere: {
    subject: 'Podpora {brand} vás odhlásila všude',
    done: 'na vaši žádost podpora {brand} odhlásila váš účet na všech zařízeních. Přihlaste se znovu svým heslem.',
  },
  frame: {
    greeting: 'Dobrý den, {name},',
    reason: 'Uvedený důvod: {reason}',
    notYou: 'Pokud jste o to nežádali, změňte si heslo a kontaktujte podporu.',
    action: 'Otevřít nastavení zabezpečení',
    signature: 'Podpora {brand}',
  },
} satisfies CultureStaffMailTexts;
