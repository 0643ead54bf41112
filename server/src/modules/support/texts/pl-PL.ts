// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const plPL: SupportMailFields = {
  receivedSubject: 'Pomoc techniczna {brand}: otrzymaliśmy Twoje zgłoszenie #{id}',
  answerSubject: 'Pomoc techniczna {brand}: odpowiedź na Twoje zgłoszenie #{id}',
  greeting: 'Witaj {name},',
  received:
    'dziękujemy za kontakt z pomocą techniczną {brand}. Otrzymaliśmy Twoje zgłoszenie #{id} „{subject}”.',
  promiseWorking:
    'Staramy się odpowiadać w ciągu 48 godzin roboczych (od poniedziałku do czwartku 9:00–17:00, w piątek 9:00–16:30).',
  promiseAcknowledge: 'Zamówienia części potwierdzamy w ciągu 72 godzin.',
  answered: 'Nasz zespół pomocy technicznej odpowiedział na Twoje zgłoszenie #{id} „{subject}”:',
  action: 'Zobacz swoje zgłoszenia',
  signature: 'Pomoc techniczna {brand}',
};
