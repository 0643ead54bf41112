// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const ltLT: SupportMailFields = {
  receivedSubject: '{brand} palaikymas: gavome jūsų užklausą #{id}',
  answerSubject: '{brand} palaikymas: atsakymas į jūsų užklausą #{id}',
  greeting: 'Sveiki, {name},',
  received: 'Dėkojame, kad kreipėtės į {brand} palaikymo komandą. Gavome jūsų užklausą #{id} „{subject}“.',
  promiseWorking:
    'Stengiamės atsakyti per 48 darbo valandas (nuo pirmadienio iki ketvirtadienio 9:00–17:00, penktadienį 9:00–16:30).',
  promiseAcknowledge: 'Dalių užsakymus patvirtiname per 72 valandas.',
  answered: 'Mūsų palaikymo komanda atsakė į jūsų užklausą #{id} „{subject}“:',
  action: 'Peržiūrėti savo užklausas',
  signature: '{brand} palaikymo komanda',
};
