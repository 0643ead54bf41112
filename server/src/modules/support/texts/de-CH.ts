// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
// Only what Swiss German writes differently from de-DE: «» quotation marks.
import type { SupportMailFields } from '../support-mail-fields';

export const deCH: Partial<SupportMailFields> = {
  received:
    'vielen Dank, dass Sie sich an den {brand} Support gewandt haben. Wir haben Ihre Anfrage #{id} «{subject}» erhalten.',
  answered: 'Unser Support-Team hat Ihre Anfrage #{id} «{subject}» beantwortet:',
};
