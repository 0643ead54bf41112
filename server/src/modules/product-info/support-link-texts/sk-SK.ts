// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const skSK: SupportLinkTexts = {
  product_support: {
    title: 'Opýtať sa na produkt',
    description: 'Pošlite našim produktovým špecialistom otázku k vášmu produktu {name}.',
  },
  service_request: {
    title: 'Objednať servis alebo opravu',
    description: 'Objednajte servis pre svoj produkt {name}; odpovieme do 48 pracovných hodín.',
  },
  repair_status: { title: 'Stav opravy', description: 'Pozrite sa, ako ďaleko je objednaná oprava.' },
  dw_product_support: {
    title: 'Podpora produktov DW',
    description: 'Otázky k zostaveniu, ladeniu a hardvéru vášho produktu {name}.',
  },
  dwe_product_support: {
    title: 'Podpora DWe a DW Soundworks',
    description: 'Pomoc so súpravou DWe, jej aplikáciou a knižnicou DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Produktová podpora',
    description: 'Otázky k vášmu produktu {name} z rodiny značiek DW.',
  },
  dw_service_inquiry: {
    title: 'Vrátenie, opravy a záruka',
    description: 'Začnite vrátenie, opravu alebo reklamáciu v záruke.',
  },
  dw_order_support: { title: 'Podpora objednávok', description: 'Otázky k objednávke, ktorú ste zadali.' },
  contact_us: { title: 'Kontaktovať Roland Cloud', description: 'Platby, nástroje alebo čokoľvek iné.' },
  cloud_account: { title: 'Vaše členstvo', description: 'Plány, história platieb a aktivačné kľúče.' },
  my_gear: {
    title: 'Zaregistrovať produkt {name}',
    description: 'Registrované produkty sa zobrazia v My Gear so sériovým číslom a dátumom kúpy.',
  },
};
