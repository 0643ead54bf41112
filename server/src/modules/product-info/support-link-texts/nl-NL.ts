// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const nlNL: SupportLinkTexts = {
  product_support: {
    title: 'Stel een vraag over je product',
    description: 'Stuur onze productspecialisten een vraag over je {name}.',
  },
  service_request: {
    title: 'Service of reparatie aanvragen',
    description: 'Boek een servicebeurt voor je {name}; we reageren binnen 48 werkuren.',
  },
  repair_status: {
    title: 'Status van een reparatie bekijken',
    description: 'Bekijk hoe ver een reparatie die je hebt geboekt, is.',
  },
  dw_product_support: {
    title: 'Productondersteuning DW',
    description: 'Vragen over opbouw, stemmen en hardware van je {name}.',
  },
  dwe_product_support: {
    title: 'Ondersteuning voor DWe en DW Soundworks',
    description: 'Hulp bij de DWe-kit, de app en de DW Soundworks-bibliotheek.',
  },
  dw_brands_product_support: {
    title: 'Productondersteuning',
    description: 'Vragen over je {name} van de DW-merkenfamilie.',
  },
  dw_service_inquiry: {
    title: 'Retouren, reparaties en garantie',
    description: 'Start een retour, een reparatie of een garantieclaim.',
  },
  dw_order_support: {
    title: 'Hulp bij bestellingen',
    description: 'Vragen over een bestelling die je hebt geplaatst.',
  },
  contact_us: { title: 'Contact met Roland Cloud', description: 'Betalingen, instrumenten of iets anders.' },
  cloud_account: {
    title: 'Je lidmaatschap',
    description: 'Abonnementen, betalingsgeschiedenis en activeringskeys.',
  },
  my_gear: {
    title: 'Registreer je {name}',
    description: 'Geregistreerde producten staan in My Gear met hun serienummer en aankoopdatum.',
  },
};
