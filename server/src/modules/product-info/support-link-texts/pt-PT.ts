// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const ptPT: SupportLinkTexts = {
  product_support: {
    title: 'Colocar uma questão sobre o produto',
    description: 'Envie aos nossos especialistas uma questão sobre o seu {name}.',
  },
  service_request: {
    title: 'Pedir assistência ou reparação',
    description: 'Marque uma assistência para o seu {name}; respondemos no prazo de 48 horas úteis.',
  },
  repair_status: {
    title: 'Consultar o estado de uma reparação',
    description: 'Veja em que ponto está uma reparação que marcou.',
  },
  dw_product_support: {
    title: 'Apoio a produtos DW',
    description: 'Questões sobre montagem, afinação e ferragens do seu {name}.',
  },
  dwe_product_support: {
    title: 'Apoio a DWe e DW Soundworks',
    description: 'Ajuda com o kit DWe, a respetiva aplicação e a biblioteca DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Apoio ao produto',
    description: 'Questões sobre o seu {name} da família de marcas DW.',
  },
  dw_service_inquiry: {
    title: 'Devoluções, reparações e garantia',
    description: 'Inicie uma devolução, uma reparação ou um pedido de garantia.',
  },
  dw_order_support: { title: 'Apoio a encomendas', description: 'Questões sobre uma encomenda que efetuou.' },
  contact_us: {
    title: 'Contactar a Roland Cloud',
    description: 'Faturação, instrumentos ou qualquer outro assunto.',
  },
  cloud_account: {
    title: 'A sua subscrição',
    description: 'Planos, histórico de faturação e chaves de ativação.',
  },
  my_gear: {
    title: 'Registar o seu {name}',
    description: 'Os produtos registados aparecem em My Gear com o número de série e a data de compra.',
  },
};
