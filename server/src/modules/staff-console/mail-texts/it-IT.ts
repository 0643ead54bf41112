// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const itIT = {
  resetTwoStep: {
    subject: 'L’assistenza {brand} ha reimpostato il Suo accesso in due passaggi',
    done: 'su Sua richiesta, l’assistenza {brand} ha disattivato l’accesso in due passaggi del Suo account: l’app di autenticazione e i codici di recupero non funzionano più. Riattivi l’accesso in due passaggi nella scheda Sicurezza delle impostazioni.',
  },
  removePasskey: {
    subject: 'L’assistenza {brand} ha rimosso una passkey dal Suo account',
    done: 'su Sua richiesta, l’assistenza {brand} ha rimosso la passkey «{passkey}» dal Suo account.',
  },
  signOutEverywhere: {
    subject: 'L’assistenza {brand} ha chiuso le Sue sessioni su tutti i dispositivi',
    done: 'su Sua richiesta, l’assistenza {brand} ha chiuso le sessioni del Suo account su tutti i dispositivi. Acceda di nuovo con la Sua password.',
  },
  frame: {
    greeting: 'Gentile {name},',
    reason: 'Motivo indicato: {reason}',
    notYou: 'Se non l’ha richiesto Lei, cambi la password e contatti l’assistenza.',
    action: 'Apri le impostazioni di sicurezza',
    signature: 'L’assistenza {brand}',
  },
} satisfies CultureStaffMailTexts;
