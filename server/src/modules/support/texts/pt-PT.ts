// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const ptPT: SupportMailFields = {
  receivedSubject: 'Apoio ao Cliente {brand}: recebemos o seu pedido n.º {id}',
  answerSubject: 'Apoio ao Cliente {brand}: uma resposta ao seu pedido n.º {id}',
  greeting: 'Olá, {name},',
  received: 'Obrigado por contactar o Apoio ao Cliente {brand}. Recebemos o seu pedido n.º {id} «{subject}».',
  promiseWorking:
    'Procuramos responder no prazo de 48 horas úteis (de segunda a quinta, das 9h00 às 17h00, e sexta, das 9h00 às 16h30).',
  promiseAcknowledge: 'Confirmamos as encomendas de peças no prazo de 72 horas.',
  answered: 'A nossa equipa de apoio respondeu ao seu pedido n.º {id} «{subject}»:',
  action: 'Ver os seus pedidos',
  signature: 'Apoio ao Cliente {brand}',
};
