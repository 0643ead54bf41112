// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const nbNO: SupportMailFields = {
  receivedSubject: '{brand} kundestøtte: vi har mottatt henvendelsen din #{id}',
  answerSubject: '{brand} kundestøtte: svar på henvendelsen din #{id}',
  greeting: 'Hei {name},',
  received:
    'Takk for at du kontaktet {brand} kundestøtte. Vi har mottatt henvendelsen din #{id} «{subject}».',
  promiseWorking:
    'Vi tar sikte på å svare innen 48 arbeidstimer (mandag til torsdag 9.00–17.00, fredag 9.00–16.30).',
  promiseAcknowledge: 'Vi bekrefter bestillinger av deler innen 72 timer.',
  answered: 'Kundestøtten vår har svart på henvendelsen din #{id} «{subject}»:',
  action: 'Se henvendelsene dine',
  signature: '{brand} kundestøtte',
};
