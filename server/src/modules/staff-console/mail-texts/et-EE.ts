// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const etEE = {
  resetTwoStep: {
    subject: '{brand} klienditugi lähtestas teie kaheastmelise sisselogimise',
    done: 'Teie palvel lülitas {brand} klienditugi teie konto kaheastmelise sisselogimise välja: autentimisrakendus ja taastekoodid enam ei tööta. Lülitage kaheastmeline sisselogimine uuesti sisse seadete vahekaardil Turvalisus.',
  },
  removePasskey: {
    subject: '{brand} klienditugi eemaldas teie kontolt pääsuvõtme',
    done: 'Teie palvel eemaldas {brand} klienditugi teie kontolt pääsuvõtme „{passkey}“.',
  },
  signOutEverywhere: {
    subject: '{brand} klienditugi logis teid kõikjalt välja',
    done: 'Teie palvel logis {brand} klienditugi teie konto kõigis seadmetes välja. Logige uuesti sisse oma parooliga.',
  },
  frame: {
    greeting: 'Tere, {name}!',
    reason: 'Märgitud põhjus: {reason}',
    notYou: 'Kui te seda ei palunud, muutke oma parool ja võtke ühendust toega.',
    action: 'Ava turvaseaded',
    signature: '{brand} klienditugi',
  },
} satisfies CultureStaffMailTexts;
