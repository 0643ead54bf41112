// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const esES: SupportMailFields = {
  receivedSubject: 'Soporte de {brand}: hemos recibido su solicitud n.º {id}',
  answerSubject: 'Soporte de {brand}: respuesta a su solicitud n.º {id}',
  greeting: 'Hola, {name}:',
  received:
    'Gracias por ponerse en contacto con el Soporte de {brand}. Hemos recibido su solicitud n.º {id} «{subject}».',
  promiseWorking:
    'Procuramos responder en un plazo de 48 horas laborables (de lunes a jueves de 9:00 a 17:00 y viernes de 9:00 a 16:30).',
  promiseAcknowledge: 'Confirmamos los pedidos de piezas en un plazo de 72 horas.',
  answered: 'Nuestro equipo de soporte ha respondido a su solicitud n.º {id} «{subject}»:',
  action: 'Ver sus solicitudes',
  signature: 'Soporte de {brand}',
};
