// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const ltSrSP: SupportLinkTexts = {
  product_support: {
    title: 'Postavite pitanje o proizvodu',
    description: 'Pošaljite našim stručnjacima za proizvode pitanje o svom proizvodu {name}.',
  },
  service_request: {
    title: 'Zatražite servis ili popravku',
    description: 'Zakažite servis za svoj proizvod {name}; odgovaramo u roku od 48 radnih sati.',
  },
  repair_status: {
    title: 'Proverite status popravke',
    description: 'Pogledajte dokle je stigla popravka koju ste zakazali.',
  },
  dw_product_support: {
    title: 'Podrška za DW proizvode',
    description: 'Pitanja o sklapanju, štimovanju i hardveru Vašeg proizvoda {name}.',
  },
  dwe_product_support: {
    title: 'Podrška za DWe i DW Soundworks',
    description: 'Pomoć oko DWe kompleta, njegove aplikacije i biblioteke DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Podrška za proizvode',
    description: 'Pitanja o Vašem proizvodu {name} iz porodice DW brendova.',
  },
  dw_service_inquiry: {
    title: 'Povraćaj, popravke i garancija',
    description: 'Pokrenite povraćaj, popravku ili reklamaciju u garantnom roku.',
  },
  dw_order_support: {
    title: 'Podrška za porudžbine',
    description: 'Pitanja o porudžbini koju ste napravili.',
  },
  contact_us: {
    title: 'Kontaktirajte Roland Cloud',
    description: 'Naplata, instrumenti ili bilo šta drugo.',
  },
  cloud_account: { title: 'Vaše članstvo', description: 'Planovi, istorija naplate i aktivacioni ključevi.' },
  my_gear: {
    title: 'Registrujte proizvod {name}',
    description: 'Registrovani proizvodi prikazuju se u My Gear sa serijskim brojem i datumom kupovine.',
  },
};
