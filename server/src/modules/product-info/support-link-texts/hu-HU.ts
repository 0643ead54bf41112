// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const huHU: SupportLinkTexts = {
  product_support: {
    title: 'Kérdés a termékről',
    description: 'Küldje el kérdését termékszakértőinknek a következő termékről: {name}.',
  },
  service_request: {
    title: 'Szerviz vagy javítás kérése',
    description: 'Foglaljon szervizt a következő termékhez: {name}. 48 munkaórán belül válaszolunk.',
  },
  repair_status: {
    title: 'Javítás állapotának ellenőrzése',
    description: 'Nézze meg, hol tart a megrendelt javítás.',
  },
  dw_product_support: {
    title: 'DW terméktámogatás',
    description: 'Kérdések a termék összeszereléséről, hangolásáról és hardveréről: {name}.',
  },
  dwe_product_support: {
    title: 'DWe és DW Soundworks támogatás',
    description: 'Segítség a DWe szetthez, az alkalmazásához és a DW Soundworks könyvtárhoz.',
  },
  dw_brands_product_support: {
    title: 'Terméktámogatás',
    description: 'Kérdések a DW márkacsalád termékéről: {name}.',
  },
  dw_service_inquiry: {
    title: 'Visszaküldés, javítás és garancia',
    description: 'Indítson visszaküldést, javítást vagy garanciális igényt.',
  },
  dw_order_support: { title: 'Segítség rendelésekhez', description: 'Kérdések egy leadott rendeléséről.' },
  contact_us: {
    title: 'Kapcsolatfelvétel a Roland Clouddal',
    description: 'Számlázás, hangszerek vagy bármi más.',
  },
  cloud_account: {
    title: 'Az Ön tagsága',
    description: 'Csomagok, számlázási előzmények és aktiváló kulcsok.',
  },
  my_gear: {
    title: 'Termék regisztrálása: {name}',
    description:
      'A regisztrált termékek a My Gear oldalon jelennek meg sorozatszámmal és vásárlási dátummal.',
  },
};
