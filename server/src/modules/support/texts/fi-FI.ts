// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const fiFI: SupportMailFields = {
  receivedSubject: '{brand}-tuki: vastaanotimme pyyntösi #{id}',
  answerSubject: '{brand}-tuki: vastaus pyyntöösi #{id}',
  greeting: 'Hei {name},',
  received: 'Kiitos, että otit yhteyttä {brand}-tukeen. Vastaanotimme pyyntösi #{id} ”{subject}”.',
  promiseWorking:
    'Pyrimme vastaamaan 48 työtunnin kuluessa (maanantaista torstaihin 9.00–17.00, perjantaisin 9.00–16.30).',
  promiseAcknowledge: 'Vahvistamme varaosatilaukset 72 tunnin kuluessa.',
  answered: 'Tukitiimimme vastasi pyyntöösi #{id} ”{subject}”:',
  action: 'Katso pyyntösi',
  signature: '{brand}-tuki',
};
