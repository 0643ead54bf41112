// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const huHU: SupportMailFields = {
  receivedSubject: '{brand} ügyfélszolgálat: megkaptuk #{id} számú kérését',
  answerSubject: '{brand} ügyfélszolgálat: válasz #{id} számú kérésére',
  greeting: 'Kedves {name}!',
  received:
    'Köszönjük, hogy felvette a kapcsolatot a {brand} ügyfélszolgálattal. Megkaptuk #{id} számú, „{subject}” tárgyú kérését.',
  promiseWorking:
    'Igyekszünk 48 munkaórán belül válaszolni (hétfőtől csütörtökig 9:00–17:00, pénteken 9:00–16:30).',
  promiseAcknowledge: 'Az alkatrészrendeléseket 72 órán belül visszaigazoljuk.',
  answered: 'Ügyfélszolgálatunk válaszolt #{id} számú, „{subject}” tárgyú kérésére:',
  action: 'Kérései megtekintése',
  signature: '{brand} ügyfélszolgálat',
};
