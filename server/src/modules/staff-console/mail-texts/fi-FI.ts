// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const fiFI = {
  resetTwoStep: {
    subject: '{brand}-tuki nollasi kaksivaiheisen kirjautumisesi',
    done: '{brand}-tuki poisti pyynnöstäsi tilisi kaksivaiheisen kirjautumisen käytöstä: todennussovellus ja palautuskoodit eivät enää toimi. Ota kaksivaiheinen kirjautuminen uudelleen käyttöön asetusten Tietoturva-välilehdellä.',
  },
  removePasskey: {
    subject: '{brand}-tuki poisti pääsyavaimen tililtäsi',
    done: '{brand}-tuki poisti pyynnöstäsi pääsyavaimen ”{passkey}” tililtäsi.',
  },
  signOutEverywhere: {
    subject: '{brand}-tuki kirjasi sinut ulos kaikkialta',
    done: '{brand}-tuki kirjasi pyynnöstäsi tilisi ulos kaikilla laitteilla. Kirjaudu uudelleen sisään salasanallasi.',
  },
  frame: {
    greeting: 'Hei {name},',
    reason: 'Ilmoitettu syy: {reason}',
    notYou: 'Jos et pyytänyt tätä, vaihda salasanasi ja ota yhteyttä tukeen.',
    action: 'Avaa tietoturva-asetukset',
    signature: '{brand}-tuki',
  },
} satisfies CultureStaffMailTexts;
