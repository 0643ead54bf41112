// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const hrHR: SupportLinkTexts = {
  product_support: {
    title: 'Postavite pitanje o proizvodu',
    description: 'Pošaljite našim stručnjacima za proizvode pitanje o svojem proizvodu {name}.',
  },
  service_request: {
    title: 'Zatražite servis ili popravak',
    description: 'Rezervirajte servis za svoj proizvod {name}; odgovaramo u roku od 48 radnih sati.',
  },
  repair_status: {
    title: 'Provjerite status popravka',
    description: 'Pogledajte dokle je stigao popravak koji ste naručili.',
  },
  dw_product_support: {
    title: 'Podrška za DW proizvode',
    description: 'Pitanja o sastavljanju, ugađanju i hardveru Vašeg proizvoda {name}.',
  },
  dwe_product_support: {
    title: 'Podrška za DWe i DW Soundworks',
    description: 'Pomoć oko DWe kompleta, njegove aplikacije i biblioteke DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Podrška za proizvode',
    description: 'Pitanja o Vašem proizvodu {name} iz obitelji marki DW.',
  },
  dw_service_inquiry: {
    title: 'Povrati, popravci i jamstvo',
    description: 'Pokrenite povrat, popravak ili jamstveni zahtjev.',
  },
  dw_order_support: { title: 'Podrška za narudžbe', description: 'Pitanja o narudžbi koju ste napravili.' },
  contact_us: {
    title: 'Kontaktirajte Roland Cloud',
    description: 'Naplata, instrumenti ili bilo što drugo.',
  },
  cloud_account: {
    title: 'Vaše članstvo',
    description: 'Planovi, povijest naplate i aktivacijski ključevi.',
  },
  my_gear: {
    title: 'Registrirajte proizvod {name}',
    description: 'Registrirani proizvodi prikazuju se u My Gear sa serijskim brojem i datumom kupnje.',
  },
};
