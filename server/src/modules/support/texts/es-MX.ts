// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
// Only what Latin-American Spanish writes differently from es-ES.
import type { SupportMailFields } from '../support-mail-fields';

export const esMX: Partial<SupportMailFields> = {
  receivedSubject: 'Soporte de {brand}: recibimos su solicitud n.º {id}',
  received: 'Gracias por comunicarse con el Soporte de {brand}. Recibimos su solicitud n.º {id} “{subject}”.',
  answered: 'Nuestro equipo de soporte respondió a su solicitud n.º {id} “{subject}”:',
};
