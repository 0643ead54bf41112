// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const nlNL: SupportMailFields = {
  receivedSubject: '{brand} Support: we hebben je verzoek #{id} ontvangen',
  answerSubject: '{brand} Support: een antwoord op je verzoek #{id}',
  greeting: 'Hallo {name},',
  received:
    'Bedankt dat je contact hebt opgenomen met {brand} Support. We hebben je verzoek #{id} ‘{subject}’ ontvangen.',
  promiseWorking:
    'We streven ernaar binnen 48 werkuren te antwoorden (maandag t/m donderdag 9.00–17.00 uur, vrijdag 9.00–16.30 uur).',
  promiseAcknowledge: 'Bestellingen van onderdelen bevestigen we binnen 72 uur.',
  answered: 'Ons supportteam heeft je verzoek #{id} ‘{subject}’ beantwoord:',
  action: 'Je verzoeken bekijken',
  signature: '{brand} Support',
};
