// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const lvLV: SupportMailFields = {
  receivedSubject: '{brand} atbalsts: esam saņēmuši jūsu pieprasījumu #{id}',
  answerSubject: '{brand} atbalsts: atbilde uz jūsu pieprasījumu #{id}',
  greeting: 'Labdien, {name}!',
  received:
    'Paldies, ka sazinājāties ar {brand} atbalsta dienestu. Esam saņēmuši jūsu pieprasījumu #{id} “{subject}”.',
  promiseWorking:
    'Cenšamies atbildēt 48 darba stundu laikā (no pirmdienas līdz ceturtdienai 9:00–17:00, piektdien 9:00–16:30).',
  promiseAcknowledge: 'Detaļu pasūtījumus apstiprinām 72 stundu laikā.',
  answered: 'Mūsu atbalsta komanda atbildēja uz jūsu pieprasījumu #{id} “{subject}”:',
  action: 'Skatīt savus pieprasījumus',
  signature: '{brand} atbalsta dienests',
};
