// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const fiFI: SupportLinkTexts = {
  product_support: {
    title: 'Kysy tuotteesta',
    description: 'Lähetä tuoteasiantuntijoillemme kysymys tuotteestasi. Tuote: {name}.',
  },
  service_request: {
    title: 'Tilaa huolto tai korjaus',
    description: 'Varaa huolto tuotteellesi ({name}); vastaamme 48 työtunnin kuluessa.',
  },
  repair_status: {
    title: 'Tarkista korjauksen tila',
    description: 'Katso, missä vaiheessa tilaamasi korjaus on.',
  },
  dw_product_support: {
    title: 'DW-tuotetuki',
    description: 'Kysymyksiä tuotteen kokoamisesta, virittämisestä ja laitteistosta. Tuote: {name}.',
  },
  dwe_product_support: {
    title: 'DWe- ja DW Soundworks -tuki',
    description: 'Apua DWe-setin, sen sovelluksen ja DW Soundworks -kirjaston kanssa.',
  },
  dw_brands_product_support: {
    title: 'Tuotetuki',
    description: 'Kysymyksiä DW-merkkiperheen tuotteestasi. Tuote: {name}.',
  },
  dw_service_inquiry: {
    title: 'Palautukset, korjaukset ja takuu',
    description: 'Aloita palautus, korjaus tai takuuvaatimus.',
  },
  dw_order_support: { title: 'Tilaustuki', description: 'Kysymyksiä tekemästäsi tilauksesta.' },
  contact_us: {
    title: 'Ota yhteyttä Roland Cloudiin',
    description: 'Laskutus, soittimet tai mikä tahansa muu.',
  },
  cloud_account: { title: 'Jäsenyytesi', description: 'Paketit, maksuhistoria ja aktivointiavaimet.' },
  my_gear: {
    title: 'Rekisteröi tuote: {name}',
    description: 'Rekisteröidyt tuotteet näkyvät My Gearissa sarjanumeron ja ostopäivän kanssa.',
  },
};
