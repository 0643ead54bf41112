// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const svSE: SupportLinkTexts = {
  product_support: {
    title: 'Ställ en fråga om produkten',
    description: 'Skicka en fråga om din produkt {name} till våra produktspecialister.',
  },
  service_request: {
    title: 'Beställ service eller reparation',
    description: 'Boka service för din produkt {name}; vi svarar inom 48 arbetstimmar.',
  },
  repair_status: {
    title: 'Se status för en reparation',
    description: 'Se hur långt en reparation du har bokat har kommit.',
  },
  dw_product_support: {
    title: 'DW-produktsupport',
    description: 'Frågor om montering, stämning och hårdvara för din produkt {name}.',
  },
  dwe_product_support: {
    title: 'Support för DWe och DW Soundworks',
    description: 'Hjälp med DWe-kitet, dess app och DW Soundworks-biblioteket.',
  },
  dw_brands_product_support: {
    title: 'Produktsupport',
    description: 'Frågor om din produkt {name} från DW-familjens varumärken.',
  },
  dw_service_inquiry: {
    title: 'Returer, reparationer och garanti',
    description: 'Starta en retur, en reparation eller ett garantiärende.',
  },
  dw_order_support: {
    title: 'Hjälp med beställningar',
    description: 'Frågor om en beställning du har gjort.',
  },
  contact_us: { title: 'Kontakta Roland Cloud', description: 'Betalning, instrument eller något annat.' },
  cloud_account: {
    title: 'Ditt medlemskap',
    description: 'Abonnemang, betalningshistorik och aktiveringsnycklar.',
  },
  my_gear: {
    title: 'Registrera din produkt {name}',
    description: 'Registrerade produkter visas i My Gear med serienummer och inköpsdatum.',
  },
};
