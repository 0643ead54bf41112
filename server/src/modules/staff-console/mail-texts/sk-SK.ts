// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const skSK = {
  resetTwoStep: {
    subject: 'Podpora {brand} resetovala vaše dvojstupňové prihlásenie',
    done: 'na vašu žiadosť podpora {brand} vypla dvojstupňové prihlásenie vášho účtu: overovacia aplikácia a kódy na obnovenie už nefungujú. Dvojstupňové prihlásenie znova zapnite na karte Zabezpečenie v nastaveniach.',
  },
  removePasskey: {
    subject: 'Podpora {brand} odstránila z vášho účtu prístupový kľúč',
    done: 'na vašu žiadosť podpora {brand} odstránila z vášho účtu prístupový kľúč „{passkey}“.',
  },
  signOutEverywhere: {
    subject: 'Podpora {brand} vás odhlásila všade',
    done: 'na vašu žiadosť podpora {brand} odhlásila váš účet na všetkých zariadeniach. Prihláste sa znova svojím heslom.',
  },
  frame: {
    greeting: 'Dobrý deň, {name},',
    reason: 'Uvedený dôvod: {reason}',
    notYou: 'Ak ste o to nežiadali, zmeňte si heslo a kontaktujte podporu.',
    action: 'Otvoriť nastavenia zabezpečenia',
    signature: 'Podpora {brand}',
  },
} satisfies CultureStaffMailTexts;
