// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const hrHR: SupportMailFields = {
  receivedSubject: '{brand} podrška: primili smo vaš zahtjev #{id}',
  answerSubject: '{brand} podrška: odgovor na vaš zahtjev #{id}',
  greeting: 'Pozdrav, {name},',
  received: 'hvala što ste se obratili {brand} podršci. Primili smo vaš zahtjev #{id} „{subject}”.',
  promiseWorking:
    'Nastojimo odgovoriti u roku od 48 radnih sati (od ponedjeljka do četvrtka 9:00–17:00, petkom 9:00–16:30).',
  promiseAcknowledge: 'Narudžbe dijelova potvrđujemo u roku od 72 sata.',
  answered: 'Naš tim podrške odgovorio je na vaš zahtjev #{id} „{subject}”:',
  action: 'Pogledajte svoje zahtjeve',
  signature: '{brand} podrška',
};
