// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const ltLT = {
  resetTwoStep: {
    subject: '{brand} palaikymo komanda iš naujo nustatė jūsų prisijungimą dviem veiksmais',
    done: 'Jūsų prašymu {brand} palaikymo komanda išjungė jūsų paskyros prisijungimą dviem veiksmais: autentifikavimo programėlė ir atkūrimo kodai nebegalioja. Vėl įjunkite prisijungimą dviem veiksmais nustatymų skirtuke „Sauga“.',
  },
  removePasskey: {
    subject: '{brand} palaikymo komanda pašalino prieigos raktą iš jūsų paskyros',
    done: 'Jūsų prašymu {brand} palaikymo komanda pašalino prieigos raktą „{passkey}“ iš jūsų paskyros.',
  },
  signOutEverywhere: {
    subject: '{brand} palaikymo komanda atjungė jus visur',
    done: 'Jūsų prašymu {brand} palaikymo komanda atjungė jūsų paskyrą visuose įrenginiuose. Vėl prisijunkite savo slaptažodžiu.',
  },
  frame: {
    greeting: 'Sveiki, {name},',
    reason: 'Nurodyta priežastis: {reason}',
    notYou: 'Jei to neprašėte, pakeiskite slaptažodį ir susisiekite su palaikymo komanda.',
    action: 'Atidaryti saugos nustatymus',
    signature: '{brand} palaikymo komanda',
  },
} satisfies CultureStaffMailTexts;
