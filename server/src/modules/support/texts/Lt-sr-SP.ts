// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const srLatn: SupportMailFields = {
  receivedSubject: '{brand} podrška: primili smo vaš zahtev #{id}',
  answerSubject: '{brand} podrška: odgovor na vaš zahtev #{id}',
  greeting: 'Zdravo, {name},',
  received: 'Hvala što ste se obratili {brand} podršci. Primili smo vaš zahtev #{id} „{subject}”.',
  promiseWorking:
    'Trudimo se da odgovorimo u roku od 48 radnih sati (od ponedeljka do četvrtka 9:00–17:00, petkom 9:00–16:30).',
  promiseAcknowledge: 'Porudžbine delova potvrđujemo u roku od 72 sata.',
  answered: 'Naš tim podrške odgovorio je na vaš zahtev #{id} „{subject}”:',
  action: 'Pogledajte svoje zahteve',
  signature: '{brand} podrška',
};
