// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const itIT: SupportMailFields = {
  receivedSubject: 'Assistenza {brand}: abbiamo ricevuto la Sua richiesta n. {id}',
  answerSubject: 'Assistenza {brand}: una risposta alla Sua richiesta n. {id}',
  greeting: 'Gentile {name},',
  received:
    'grazie per aver contattato l’Assistenza {brand}. Abbiamo ricevuto la Sua richiesta n. {id} «{subject}».',
  promiseWorking:
    'Ci impegniamo a rispondere entro 48 ore lavorative (dal lunedì al giovedì 9:00–17:00, venerdì 9:00–16:30).',
  promiseAcknowledge: 'Confermiamo gli ordini di ricambi entro 72 ore.',
  answered: 'Il nostro team di assistenza ha risposto alla Sua richiesta n. {id} «{subject}»:',
  action: 'Vedi le Sue richieste',
  signature: 'L’Assistenza {brand}',
};
