// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkVariant } from '../support-link-types';

export const esMX: SupportLinkVariant = {
  service_request: {
    description:
      'Reserve un servicio para su producto {name}; le respondemos en un plazo de 48 horas hábiles.',
  },
  contact_us: { title: 'Contactar a Roland Cloud' },
};
