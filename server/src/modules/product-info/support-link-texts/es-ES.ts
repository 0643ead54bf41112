// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const esES: SupportLinkTexts = {
  product_support: {
    title: 'Hacer una consulta sobre el producto',
    description: 'Envíe a nuestros especialistas una pregunta sobre su producto {name}.',
  },
  service_request: {
    title: 'Solicitar un servicio o una reparación',
    description:
      'Reserve un servicio para su producto {name}; le respondemos en un plazo de 48 horas laborables.',
  },
  repair_status: {
    title: 'Consultar el estado de una reparación',
    description: 'Vea en qué punto está una reparación que haya solicitado.',
  },
  dw_product_support: {
    title: 'Asistencia para productos DW',
    description: 'Preguntas sobre el montaje, la afinación y el hardware de su producto {name}.',
  },
  dwe_product_support: {
    title: 'Asistencia para DWe y DW Soundworks',
    description: 'Ayuda con el kit DWe, su aplicación y la biblioteca DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Asistencia para productos',
    description: 'Preguntas sobre su producto {name} de la familia de marcas DW.',
  },
  dw_service_inquiry: {
    title: 'Devoluciones, reparaciones y garantía',
    description: 'Inicie una devolución, una reparación o una reclamación de garantía.',
  },
  dw_order_support: {
    title: 'Ayuda con pedidos',
    description: 'Preguntas sobre un pedido que haya realizado.',
  },
  contact_us: {
    title: 'Contactar con Roland Cloud',
    description: 'Facturación, instrumentos o cualquier otra cosa.',
  },
  cloud_account: {
    title: 'Su membresía',
    description: 'Planes, historial de facturación y claves de activación.',
  },
  my_gear: {
    title: 'Registrar su producto {name}',
    description: 'Los productos registrados aparecen en My Gear con su número de serie y su fecha de compra.',
  },
};
