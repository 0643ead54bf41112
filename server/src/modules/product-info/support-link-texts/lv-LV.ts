// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const lvLV: SupportLinkTexts = {
  product_support: {
    title: 'Uzdot jautājumu par produktu',
    description: 'Nosūtiet mūsu produktu speciālistiem jautājumu par savu produktu {name}.',
  },
  service_request: {
    title: 'Pieteikt apkopi vai remontu',
    description: 'Piesakiet apkopi savam produktam {name}; mēs atbildam 48 darba stundu laikā.',
  },
  repair_status: {
    title: 'Pārbaudīt remonta statusu',
    description: 'Skatiet, kā virzās pieteiktais remonts.',
  },
  dw_product_support: {
    title: 'DW produktu atbalsts',
    description: 'Jautājumi par produkta {name} salikšanu, skaņošanu un aparatūru.',
  },
  dwe_product_support: {
    title: 'DWe un DW Soundworks atbalsts',
    description: 'Palīdzība par DWe komplektu, tā lietotni un DW Soundworks bibliotēku.',
  },
  dw_brands_product_support: {
    title: 'Produktu atbalsts',
    description: 'Jautājumi par jūsu DW zīmolu saimes produktu {name}.',
  },
  dw_service_inquiry: {
    title: 'Atgriešana, remonts un garantija',
    description: 'Sāciet atgriešanu, remontu vai garantijas pieteikumu.',
  },
  dw_order_support: { title: 'Pasūtījumu atbalsts', description: 'Jautājumi par veikto pasūtījumu.' },
  contact_us: { title: 'Sazināties ar Roland Cloud', description: 'Norēķini, instrumenti vai kas cits.' },
  cloud_account: { title: 'Jūsu dalība', description: 'Plāni, maksājumu vēsture un aktivizācijas atslēgas.' },
  my_gear: {
    title: 'Reģistrēt produktu {name}',
    description: 'Reģistrētie produkti redzami sadaļā My Gear ar sērijas numuru un iegādes datumu.',
  },
};
