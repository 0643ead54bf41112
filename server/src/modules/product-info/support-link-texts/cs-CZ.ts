// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const csCZ: SupportLinkTexts = {
  product_support: {
    title: 'Zeptat se na produkt',
    description: 'Pošlete našim produktovým specialistům dotaz k vašemu produktu {name}.',
  },
  service_request: {
    title: 'Objednat servis nebo opravu',
    description: 'Objednejte servis pro svůj produkt {name}; odpovíme do 48 pracovních hodin.',
  },
  repair_status: { title: 'Stav opravy', description: 'Podívejte se, jak daleko je objednaná oprava.' },
  dw_product_support: {
    title: 'Podpora produktů DW',
    description: 'Dotazy k sestavení, ladění a hardwaru vašeho produktu {name}.',
  },
  dwe_product_support: {
    title: 'Podpora DWe a DW Soundworks',
    description: 'Pomoc se sadou DWe, její aplikací a knihovnou DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Produktová podpora',
    description: 'Dotazy k vašemu produktu {name} z rodiny značek DW.',
  },
  dw_service_inquiry: {
    title: 'Vrácení, opravy a záruka',
    description: 'Zahajte vrácení, opravu nebo reklamaci v záruce.',
  },
  dw_order_support: { title: 'Podpora objednávek', description: 'Dotazy k objednávce, kterou jste zadali.' },
  contact_us: { title: 'Kontaktovat Roland Cloud', description: 'Platby, nástroje nebo cokoli jiného.' },
  cloud_account: { title: 'Vaše členství', description: 'Tarify, historie plateb a aktivační klíče.' },
  my_gear: {
    title: 'Zaregistrovat produkt {name}',
    description: 'Registrované produkty se zobrazí v My Gear se sériovým číslem a datem nákupu.',
  },
};
