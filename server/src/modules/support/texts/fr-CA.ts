// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
// Only what Canadian French writes differently from fr-FR.
import type { SupportMailFields } from '../support-mail-fields';

export const frCA: Partial<SupportMailFields> = {
  received:
    'Merci d’avoir communiqué avec l’assistance {brand}. Nous avons bien reçu votre demande n° {id} « {subject} ».',
};
