// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const nlNL = {
  resetTwoStep: {
    subject: '{brand} support heeft je inloggen in twee stappen gereset',
    done: 'Op jouw verzoek heeft {brand} support inloggen in twee stappen voor je account uitgeschakeld: de authenticator-app en de herstelcodes werken niet meer. Schakel inloggen in twee stappen weer in op het tabblad Beveiliging van je instellingen.',
  },
  removePasskey: {
    subject: '{brand} support heeft een passkey van je account verwijderd',
    done: 'Op jouw verzoek heeft {brand} support de passkey ‘{passkey}’ van je account verwijderd.',
  },
  signOutEverywhere: {
    subject: '{brand} support heeft je overal uitgelogd',
    done: 'Op jouw verzoek heeft {brand} support je account op elk apparaat uitgelogd. Log opnieuw in met je wachtwoord.',
  },
  frame: {
    greeting: 'Hallo {name},',
    reason: 'Opgegeven reden: {reason}',
    notYou: 'Heb je hier niet om gevraagd? Wijzig dan je wachtwoord en neem contact op met support.',
    action: 'Beveiligingsinstellingen openen',
    signature: 'Het supportteam van {brand}',
  },
} satisfies CultureStaffMailTexts;
