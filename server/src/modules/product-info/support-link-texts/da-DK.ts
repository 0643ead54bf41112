// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const daDK: SupportLinkTexts = {
  product_support: {
    title: 'Stil et spørgsmål om produktet',
    description: 'Send vores produktspecialister et spørgsmål om dit produkt {name}.',
  },
  service_request: {
    title: 'Bestil service eller reparation',
    description: 'Book service til dit produkt {name}; vi svarer inden for 48 arbejdstimer.',
  },
  repair_status: {
    title: 'Se status for en reparation',
    description: 'Se, hvor langt en reparation, du har bestilt, er nået.',
  },
  dw_product_support: {
    title: 'DW-produktsupport',
    description: 'Spørgsmål om opsætning, stemning og hardware til dit produkt {name}.',
  },
  dwe_product_support: {
    title: 'Support til DWe og DW Soundworks',
    description: 'Hjælp til DWe-sættet, dets app og DW Soundworks-biblioteket.',
  },
  dw_brands_product_support: {
    title: 'Produktsupport',
    description: 'Spørgsmål om dit produkt {name} fra DW-familiens mærker.',
  },
  dw_service_inquiry: {
    title: 'Returnering, reparation og garanti',
    description: 'Start en returnering, en reparation eller en garantisag.',
  },
  dw_order_support: { title: 'Hjælp til ordrer', description: 'Spørgsmål om en ordre, du har afgivet.' },
  contact_us: {
    title: 'Kontakt Roland Cloud',
    description: 'Betaling, instrumenter eller noget helt andet.',
  },
  cloud_account: {
    title: 'Dit medlemskab',
    description: 'Abonnementer, betalingshistorik og aktiveringsnøgler.',
  },
  my_gear: {
    title: 'Registrer dit produkt {name}',
    description: 'Registrerede produkter vises i My Gear med serienummer og købsdato.',
  },
};
