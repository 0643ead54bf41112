// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const bgBG: SupportMailFields = {
  receivedSubject: '{brand} Поддръжка: получихме вашата заявка #{id}',
  answerSubject: '{brand} Поддръжка: отговор на вашата заявка #{id}',
  greeting: 'Здравейте, {name},',
  received: 'Благодарим ви, че се свързахте с {brand} Поддръжка. Получихме вашата заявка #{id} „{subject}“.',
  promiseWorking:
    'Стремим се да отговорим в рамките на 48 работни часа (от понеделник до четвъртък 9:00–17:00, петък 9:00–16:30).',
  promiseAcknowledge: 'Потвърждаваме поръчките на части в рамките на 72 часа.',
  answered: 'Нашият екип по поддръжка отговори на вашата заявка #{id} „{subject}“:',
  action: 'Вижте заявките си',
  signature: '{brand} Поддръжка',
};
