// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const frFR: SupportMailFields = {
  receivedSubject: 'Assistance {brand} : nous avons bien reçu votre demande n° {id}',
  answerSubject: 'Assistance {brand} : une réponse à votre demande n° {id}',
  greeting: 'Bonjour {name},',
  received:
    'Merci d’avoir contacté l’assistance {brand}. Nous avons bien reçu votre demande n° {id} « {subject} ».',
  promiseWorking:
    'Nous nous efforçons de répondre sous 48 heures ouvrées (du lundi au jeudi de 9 h à 17 h, le vendredi de 9 h à 16 h 30).',
  promiseAcknowledge: 'Nous accusons réception des commandes de pièces sous 72 heures.',
  answered: 'Notre équipe d’assistance a répondu à votre demande n° {id} « {subject} » :',
  action: 'Voir vos demandes',
  signature: 'L’assistance {brand}',
};
