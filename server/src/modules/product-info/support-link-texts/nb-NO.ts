// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const nbNO: SupportLinkTexts = {
  product_support: {
    title: 'Still et spørsmål om produktet',
    description: 'Send produktspesialistene våre et spørsmål om produktet ditt {name}.',
  },
  service_request: {
    title: 'Bestill service eller reparasjon',
    description: 'Bestill service for produktet ditt {name}; vi svarer innen 48 arbeidstimer.',
  },
  repair_status: {
    title: 'Sjekk status for en reparasjon',
    description: 'Se hvor langt en reparasjon du har bestilt, har kommet.',
  },
  dw_product_support: {
    title: 'DW-produktstøtte',
    description: 'Spørsmål om oppsett, stemming og maskinvare for produktet ditt {name}.',
  },
  dwe_product_support: {
    title: 'Støtte for DWe og DW Soundworks',
    description: 'Hjelp med DWe-settet, appen og DW Soundworks-biblioteket.',
  },
  dw_brands_product_support: {
    title: 'Produktstøtte',
    description: 'Spørsmål om produktet ditt {name} fra DW-familiens merker.',
  },
  dw_service_inquiry: {
    title: 'Retur, reparasjon og garanti',
    description: 'Start en retur, en reparasjon eller et garantikrav.',
  },
  dw_order_support: {
    title: 'Hjelp med bestillinger',
    description: 'Spørsmål om en bestilling du har lagt inn.',
  },
  contact_us: { title: 'Kontakt Roland Cloud', description: 'Betaling, instrumenter eller noe annet.' },
  cloud_account: {
    title: 'Medlemskapet ditt',
    description: 'Abonnementer, betalingshistorikk og aktiveringsnøkler.',
  },
  my_gear: {
    title: 'Registrer produktet {name}',
    description: 'Registrerte produkter vises i My Gear med serienummer og kjøpsdato.',
  },
};
