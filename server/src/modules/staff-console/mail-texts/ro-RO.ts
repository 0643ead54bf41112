// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const roRO = {
  resetTwoStep: {
    subject: 'Asistența {brand} v-a resetat conectarea în doi pași',
    done: 'La cererea dvs., asistența {brand} a dezactivat conectarea în doi pași a contului dvs.: aplicația de autentificare și codurile de recuperare nu mai funcționează. Activați din nou conectarea în doi pași din fila Securitate a setărilor.',
  },
  removePasskey: {
    subject: 'Asistența {brand} a eliminat o cheie de acces din contul dvs.',
    done: 'La cererea dvs., asistența {brand} a eliminat cheia de acces „{passkey}” din contul dvs.',
  },
  signOutEverywhere: {
    subject: 'Asistența {brand} v-a deconectat peste tot',
    done: 'La cererea dvs., asistența {brand} a deconectat contul dvs. de pe toate dispozitivele. Conectați-vă din nou cu parola.',
  },
  frame: {
    greeting: 'Bună ziua, {name},',
    reason: 'Motivul indicat: {reason}',
    notYou: 'Dacă nu ați solicitat acest lucru, schimbați-vă parola și contactați asistența.',
    action: 'Deschideți setările de securitate',
    signature: 'Echipa de asistență {brand}',
  },
} satisfies CultureStaffMailTexts;
