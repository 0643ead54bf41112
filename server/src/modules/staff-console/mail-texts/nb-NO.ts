// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const nbNO = {
  resetTwoStep: {
    subject: '{brand} kundestøtte har tilbakestilt totrinnsinnloggingen din',
    done: 'Etter ønske fra deg har {brand} kundestøtte slått av totrinnsinnlogging for kontoen din: autentiseringsappen og gjenopprettingskodene virker ikke lenger. Slå på totrinnsinnlogging igjen under fanen Sikkerhet i innstillingene dine.',
  },
  removePasskey: {
    subject: '{brand} kundestøtte har fjernet en passnøkkel fra kontoen din',
    done: 'Etter ønske fra deg har {brand} kundestøtte fjernet passnøkkelen «{passkey}» fra kontoen din.',
  },
  signOutEverywhere: {
    subject: '{brand} kundestøtte har logget deg ut overalt',
    done: 'Etter ønske fra deg har {brand} kundestøtte logget ut kontoen din på alle enheter. Logg inn igjen med passordet ditt.',
  },
  frame: {
    greeting: 'Hei {name},',
    reason: 'Oppgitt grunn: {reason}',
    notYou: 'Hvis du ikke har bedt om dette, bør du endre passordet ditt og kontakte kundestøtte.',
    action: 'Åpne sikkerhetsinnstillingene',
    signature: 'Hilsen {brand} kundestøtte',
  },
} satisfies CultureStaffMailTexts;
