// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const ptBR: SupportMailFields = {
  receivedSubject: 'Suporte {brand}: recebemos sua solicitação nº {id}',
  answerSubject: 'Suporte {brand}: uma resposta à sua solicitação nº {id}',
  greeting: 'Olá, {name},',
  received:
    'Obrigado por entrar em contato com o Suporte {brand}. Recebemos sua solicitação nº {id} “{subject}”.',
  promiseWorking:
    'Procuramos responder em até 48 horas úteis (de segunda a quinta, das 9h às 17h, e sexta, das 9h às 16h30).',
  promiseAcknowledge: 'Confirmamos pedidos de peças em até 72 horas.',
  answered: 'Nossa equipe de suporte respondeu à sua solicitação nº {id} “{subject}”:',
  action: 'Ver suas solicitações',
  signature: 'Suporte {brand}',
};
