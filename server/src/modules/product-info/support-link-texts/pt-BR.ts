// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const ptBR: SupportLinkTexts = {
  product_support: {
    title: 'Tire uma dúvida sobre o produto',
    description: 'Envie aos nossos especialistas uma pergunta sobre o seu {name}.',
  },
  service_request: {
    title: 'Solicitar serviço ou reparo',
    description: 'Agende um serviço para o seu {name}; respondemos em até 48 horas úteis.',
  },
  repair_status: {
    title: 'Acompanhar um reparo',
    description: 'Veja em que etapa está o reparo que você agendou.',
  },
  dw_product_support: {
    title: 'Suporte a produtos DW',
    description: 'Dúvidas sobre montagem, afinação e ferragens do seu {name}.',
  },
  dwe_product_support: {
    title: 'Suporte a DWe e DW Soundworks',
    description: 'Ajuda com o kit DWe, o app dele e a biblioteca DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Suporte ao produto',
    description: 'Dúvidas sobre o seu {name} da família de marcas DW.',
  },
  dw_service_inquiry: {
    title: 'Devoluções, reparos e garantia',
    description: 'Inicie uma devolução, um reparo ou um pedido de garantia.',
  },
  dw_order_support: { title: 'Suporte a pedidos', description: 'Dúvidas sobre um pedido que você fez.' },
  contact_us: {
    title: 'Fale com a Roland Cloud',
    description: 'Cobrança, instrumentos ou qualquer outro assunto.',
  },
  cloud_account: {
    title: 'Sua assinatura',
    description: 'Planos, histórico de cobranças e chaves de ativação.',
  },
  my_gear: {
    title: 'Registre o seu {name}',
    description: 'Os produtos registrados aparecem em My Gear com o número de série e a data de compra.',
  },
};
