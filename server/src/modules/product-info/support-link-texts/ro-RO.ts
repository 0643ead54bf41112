// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const roRO: SupportLinkTexts = {
  product_support: {
    title: 'Puneți o întrebare despre produs',
    description: 'Trimiteți specialiștilor noștri o întrebare despre produsul dumneavoastră {name}.',
  },
  service_request: {
    title: 'Solicitați service sau reparație',
    description:
      'Programați un service pentru produsul dumneavoastră {name}; răspundem în 48 de ore lucrătoare.',
  },
  repair_status: {
    title: 'Verificați stadiul reparației',
    description: 'Vedeți în ce stadiu este reparația pe care ați solicitat-o.',
  },
  dw_product_support: {
    title: 'Asistență pentru produse DW',
    description: 'Întrebări despre montajul, acordajul și hardware-ul produsului dumneavoastră {name}.',
  },
  dwe_product_support: {
    title: 'Asistență DWe și DW Soundworks',
    description: 'Ajutor pentru kitul DWe, aplicația sa și biblioteca DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Asistență pentru produs',
    description: 'Întrebări despre produsul dumneavoastră {name} din familia de mărci DW.',
  },
  dw_service_inquiry: {
    title: 'Retururi, reparații și garanție',
    description: 'Inițiați un retur, o reparație sau o solicitare în garanție.',
  },
  dw_order_support: {
    title: 'Asistență pentru comenzi',
    description: 'Întrebări despre o comandă pe care ați plasat-o.',
  },
  contact_us: { title: 'Contactați Roland Cloud', description: 'Facturare, instrumente sau orice altceva.' },
  cloud_account: {
    title: 'Abonamentul dumneavoastră',
    description: 'Planuri, istoric de facturare și chei de activare.',
  },
  my_gear: {
    title: 'Înregistrați produsul {name}',
    description: 'Produsele înregistrate apar în My Gear cu numărul de serie și data achiziției.',
  },
};
