// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const deDE: SupportMailFields = {
  receivedSubject: '{brand} Support: Wir haben Ihre Anfrage #{id} erhalten',
  answerSubject: '{brand} Support: Eine Antwort auf Ihre Anfrage #{id}',
  greeting: 'Hallo {name},',
  received:
    'vielen Dank, dass Sie sich an den {brand} Support gewandt haben. Wir haben Ihre Anfrage #{id} „{subject}“ erhalten.',
  promiseWorking:
    'Wir antworten möglichst innerhalb von 48 Arbeitsstunden (Montag bis Donnerstag 9:00–17:00 Uhr, Freitag 9:00–16:30 Uhr).',
  promiseAcknowledge: 'Ersatzteilbestellungen bestätigen wir innerhalb von 72 Stunden.',
  answered: 'Unser Support-Team hat Ihre Anfrage #{id} „{subject}“ beantwortet:',
  action: 'Ihre Anfragen ansehen',
  signature: 'Ihr {brand} Support',
};
