// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const roRO: SupportMailFields = {
  receivedSubject: 'Asistență {brand}: am primit solicitarea dvs. nr. {id}',
  answerSubject: 'Asistență {brand}: un răspuns la solicitarea dvs. nr. {id}',
  greeting: 'Bună ziua, {name},',
  received:
    'Vă mulțumim că ați contactat Asistența {brand}. Am primit solicitarea dvs. nr. {id} „{subject}”.',
  promiseWorking:
    'Ne propunem să răspundem în 48 de ore lucrătoare (de luni până joi 9:00–17:00, vineri 9:00–16:30).',
  promiseAcknowledge: 'Confirmăm comenzile de piese în 72 de ore.',
  answered: 'Echipa noastră de asistență a răspuns la solicitarea dvs. nr. {id} „{subject}”:',
  action: 'Vezi solicitările',
  signature: 'Asistența {brand}',
};
