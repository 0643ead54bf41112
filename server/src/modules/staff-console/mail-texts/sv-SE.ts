// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const svSE = {
  resetTwoStep: {
    subject: '{brand} support har återställt din tvåstegsinloggning',
    done: 'På din begäran har {brand} support stängt av tvåstegsinloggning för ditt konto: autentiseringsappen och återställningskoderna fungerar inte längre. Slå på tvåstegsinloggning igen på fliken Säkerhet i dina inställningar.',
  },
  removePasskey: {
    subject: '{brand} support har tagit bort en lösennyckel från ditt konto',
    done: 'På din begäran har {brand} support tagit bort lösennyckeln ”{passkey}” från ditt konto.',
  },
  signOutEverywhere: {
    subject: '{brand} support har loggat ut dig överallt',
    done: 'På din begäran har {brand} support loggat ut ditt konto på alla enheter. Logga in igen med ditt lösenord.',
  },
  frame: {
    greeting: 'Hej {name}!',
    reason: 'Angiven anledning: {reason}',
    notYou: 'Om du inte har bett om detta, byt lösenord och kontakta supporten.',
    action: 'Öppna säkerhetsinställningarna',
    signature: 'Hälsningar, {brand} support',
  },
} satisfies CultureStaffMailTexts;
