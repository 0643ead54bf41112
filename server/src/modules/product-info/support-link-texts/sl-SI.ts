// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const slSI: SupportLinkTexts = {
  product_support: {
    title: 'Zastavite vprašanje o izdelku',
    description: 'Pošljite našim strokovnjakom za izdelke vprašanje o svojem izdelku {name}.',
  },
  service_request: {
    title: 'Naročite servis ali popravilo',
    description: 'Rezervirajte servis za svoj izdelek {name}; odgovorimo v 48 delovnih urah.',
  },
  repair_status: {
    title: 'Preverite stanje popravila',
    description: 'Oglejte si, kako daleč je popravilo, ki ste ga naročili.',
  },
  dw_product_support: {
    title: 'Podpora za izdelke DW',
    description: 'Vprašanja o sestavljanju, uglaševanju in strojni opremi vašega izdelka {name}.',
  },
  dwe_product_support: {
    title: 'Podpora za DWe in DW Soundworks',
    description: 'Pomoč pri kompletu DWe, njegovi aplikaciji in knjižnici DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Podpora za izdelke',
    description: 'Vprašanja o vašem izdelku {name} iz družine blagovnih znamk DW.',
  },
  dw_service_inquiry: {
    title: 'Vračila, popravila in garancija',
    description: 'Začnite vračilo, popravilo ali garancijski zahtevek.',
  },
  dw_order_support: { title: 'Podpora za naročila', description: 'Vprašanja o naročilu, ki ste ga oddali.' },
  contact_us: { title: 'Stik z Roland Cloud', description: 'Plačila, inštrumenti ali karkoli drugega.' },
  cloud_account: { title: 'Vaše članstvo', description: 'Paketi, zgodovina plačil in aktivacijski ključi.' },
  my_gear: {
    title: 'Registrirajte izdelek {name}',
    description: 'Registrirani izdelki so prikazani v My Gear s serijsko številko in datumom nakupa.',
  },
};
