// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const etEE: SupportMailFields = {
  receivedSubject: '{brand} tugi: saime teie pöördumise #{id}',
  answerSubject: '{brand} tugi: vastus teie pöördumisele #{id}',
  greeting: 'Tere, {name}!',
  received: 'Täname, et võtsite ühendust {brand} toega. Saime teie pöördumise #{id} „{subject}“.',
  promiseWorking:
    'Püüame vastata 48 tööajatunni jooksul (esmaspäevast neljapäevani 9.00–17.00, reedel 9.00–16.30).',
  promiseAcknowledge: 'Varuosade tellimused kinnitame 72 tunni jooksul.',
  answered: 'Meie tugimeeskond vastas teie pöördumisele #{id} „{subject}“:',
  action: 'Vaata oma pöördumisi',
  signature: '{brand} tugi',
};
