// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const etEE: SupportLinkTexts = {
  product_support: {
    title: 'Esita tootega seotud küsimus',
    description: 'Saatke meie tootespetsialistidele küsimus oma toote {name} kohta.',
  },
  service_request: {
    title: 'Telli hooldus või remont',
    description: 'Broneerige hooldus oma tootele {name}; vastame 48 tööaja tunni jooksul.',
  },
  repair_status: {
    title: 'Vaata remondi olekut',
    description: 'Vaadake, mis seisus on Teie tellitud remont.',
  },
  dw_product_support: {
    title: 'DW toodete tugi',
    description: 'Küsimused toote {name} kokkupaneku, häälestamise ja riistvara kohta.',
  },
  dwe_product_support: {
    title: 'DWe ja DW Soundworksi tugi',
    description: 'Abi DWe komplekti, selle rakenduse ja DW Soundworksi teegi kohta.',
  },
  dw_brands_product_support: {
    title: 'Tootetugi',
    description: 'Küsimused Teie DW kaubamärgiperekonna toote {name} kohta.',
  },
  dw_service_inquiry: {
    title: 'Tagastused, remont ja garantii',
    description: 'Alustage tagastust, remonti või garantiinõuet.',
  },
  dw_order_support: { title: 'Tellimuste tugi', description: 'Küsimused Teie esitatud tellimuse kohta.' },
  contact_us: {
    title: 'Võta ühendust Roland Cloudiga',
    description: 'Arveldus, instrumendid või midagi muud.',
  },
  cloud_account: {
    title: 'Teie liikmelisus',
    description: 'Paketid, arveldusajalugu ja aktiveerimisvõtmed.',
  },
  my_gear: {
    title: 'Registreeri toode {name}',
    description: 'Registreeritud tooted on My Gearis koos seerianumbri ja ostukuupäevaga.',
  },
};
