// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const daDK: SupportMailFields = {
  receivedSubject: '{brand} Support: vi har modtaget din henvendelse #{id}',
  answerSubject: '{brand} Support: svar på din henvendelse #{id}',
  greeting: 'Hej {name}',
  received: 'Tak, fordi du kontaktede {brand} Support. Vi har modtaget din henvendelse #{id} “{subject}”.',
  promiseWorking:
    'Vi bestræber os på at svare inden for 48 arbejdstimer (mandag til torsdag 9.00–17.00, fredag 9.00–16.30).',
  promiseAcknowledge: 'Vi bekræfter bestillinger af reservedele inden for 72 timer.',
  answered: 'Vores supportteam har svaret på din henvendelse #{id} “{subject}”:',
  action: 'Se dine henvendelser',
  signature: '{brand} Support',
};
