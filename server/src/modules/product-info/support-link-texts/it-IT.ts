// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const itIT: SupportLinkTexts = {
  product_support: {
    title: 'Fai una domanda sul prodotto',
    description: 'Invii ai nostri specialisti di prodotto una domanda sul Suo {name}.',
  },
  service_request: {
    title: 'Richiedi assistenza o riparazione',
    description: 'Prenoti un intervento per il Suo {name}; rispondiamo entro 48 ore lavorative.',
  },
  repair_status: {
    title: 'Stato della riparazione',
    description: 'Veda a che punto è una riparazione che ha prenotato.',
  },
  dw_product_support: {
    title: 'Assistenza prodotti DW',
    description: 'Domande su montaggio, accordatura e hardware del Suo {name}.',
  },
  dwe_product_support: {
    title: 'Assistenza DWe e DW Soundworks',
    description: 'Aiuto per il kit DWe, la sua app e la libreria DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Assistenza prodotto',
    description: 'Domande sul Suo {name} della famiglia di marchi DW.',
  },
  dw_service_inquiry: {
    title: 'Resi, riparazioni e garanzia',
    description: 'Avvii un reso, una riparazione o una richiesta in garanzia.',
  },
  dw_order_support: { title: 'Assistenza ordini', description: 'Domande su un ordine che ha effettuato.' },
  contact_us: { title: 'Contatta Roland Cloud', description: 'Pagamenti, strumenti o qualsiasi altra cosa.' },
  cloud_account: {
    title: 'La Sua membership',
    description: 'Piani, storico pagamenti e chiavi di attivazione.',
  },
  my_gear: {
    title: 'Registra il Suo {name}',
    description: 'I prodotti registrati compaiono in My Gear con numero di serie e data di acquisto.',
  },
};
