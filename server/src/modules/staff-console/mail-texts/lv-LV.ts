// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const lvLV = {
  resetTwoStep: {
    subject: '{brand} atbalsta dienests atiestatīja jūsu divpakāpju pieteikšanos',
    done: 'Pēc jūsu lūguma {brand} atbalsta dienests izslēdza jūsu konta divpakāpju pieteikšanos: autentificēšanas lietotne un atkopšanas kodi vairs nedarbojas. Ieslēdziet divpakāpju pieteikšanos vēlreiz iestatījumu cilnē “Drošība”.',
  },
  removePasskey: {
    subject: '{brand} atbalsta dienests noņēma piekļuves atslēgu no jūsu konta',
    done: 'Pēc jūsu lūguma {brand} atbalsta dienests noņēma piekļuves atslēgu “{passkey}” no jūsu konta.',
  },
  signOutEverywhere: {
    subject: '{brand} atbalsta dienests jūs izrakstīja visur',
    done: 'Pēc jūsu lūguma {brand} atbalsta dienests izrakstīja jūsu kontu visās ierīcēs. Piesakieties vēlreiz ar savu paroli.',
  },
  frame: {
    greeting: 'Labdien, {name}!',
    reason: 'Norādītais iemesls: {reason}',
    notYou: 'Ja jūs to nelūdzāt, nomainiet paroli un sazinieties ar atbalsta dienestu.',
    action: 'Atvērt drošības iestatījumus',
    signature: '{brand} atbalsta dienests',
  },
} satisfies CultureStaffMailTexts;
