// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const svSE: SupportMailFields = {
  receivedSubject: '{brand} Support: vi har tagit emot ditt ärende #{id}',
  answerSubject: '{brand} Support: ett svar på ditt ärende #{id}',
  greeting: 'Hej {name}!',
  received: 'Tack för att du kontaktade {brand} Support. Vi har tagit emot ditt ärende #{id} ”{subject}”.',
  promiseWorking:
    'Vi strävar efter att svara inom 48 arbetstimmar (måndag till torsdag 9.00–17.00, fredag 9.00–16.30).',
  promiseAcknowledge: 'Vi bekräftar beställningar av reservdelar inom 72 timmar.',
  answered: 'Vårt supportteam har svarat på ditt ärende #{id} ”{subject}”:',
  action: 'Visa dina ärenden',
  signature: '{brand} Support',
};
