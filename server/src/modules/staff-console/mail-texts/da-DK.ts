// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const daDK = {
  resetTwoStep: {
    subject: '{brand} support har nulstillet dit totrinslogin',
    done: 'Efter din anmodning har {brand} support slået totrinslogin fra for din konto: godkendelsesappen og gendannelseskoderne virker ikke længere. Slå totrinslogin til igen under fanen Sikkerhed i dine indstillinger.',
  },
  removePasskey: {
    subject: '{brand} support har fjernet en adgangsnøgle fra din konto',
    done: 'Efter din anmodning har {brand} support fjernet adgangsnøglen “{passkey}” fra din konto.',
  },
  signOutEverywhere: {
    subject: '{brand} support har logget dig ud overalt',
    done: 'Efter din anmodning har {brand} support logget din konto ud på alle enheder. Log ind igen med din adgangskode.',
  },
  frame: {
    greeting: 'Hej {name}',
    reason: 'Angivet årsag: {reason}',
    notYou: 'Hvis du ikke har bedt om dette, så skift din adgangskode, og kontakt support.',
    action: 'Åbn sikkerhedsindstillinger',
    signature: 'Venlig hilsen {brand} support',
  },
} satisfies CultureStaffMailTexts;
