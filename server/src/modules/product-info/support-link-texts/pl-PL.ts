// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const plPL: SupportLinkTexts = {
  product_support: {
    title: 'Zadaj pytanie o produkt',
    description: 'Wyślij naszym specjalistom pytanie dotyczące produktu {name}.',
  },
  service_request: {
    title: 'Zamów serwis lub naprawę',
    description: 'Zarezerwuj serwis produktu {name}; odpowiadamy w ciągu 48 godzin roboczych.',
  },
  repair_status: {
    title: 'Sprawdź stan naprawy',
    description: 'Zobacz, na jakim etapie jest zamówiona naprawa.',
  },
  dw_product_support: {
    title: 'Wsparcie produktów DW',
    description: 'Pytania o montaż, strojenie i sprzęt produktu {name}.',
  },
  dwe_product_support: {
    title: 'Wsparcie DWe i DW Soundworks',
    description: 'Pomoc dotycząca zestawu DWe, jego aplikacji i biblioteki DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Wsparcie produktu',
    description: 'Pytania o produkt {name} z rodziny marek DW.',
  },
  dw_service_inquiry: {
    title: 'Zwroty, naprawy i gwarancja',
    description: 'Rozpocznij zwrot, naprawę lub zgłoszenie gwarancyjne.',
  },
  dw_order_support: {
    title: 'Pomoc w sprawie zamówień',
    description: 'Pytania dotyczące złożonego zamówienia.',
  },
  contact_us: {
    title: 'Kontakt z Roland Cloud',
    description: 'Płatności, instrumenty lub cokolwiek innego.',
  },
  cloud_account: {
    title: 'Twoje członkostwo',
    description: 'Plany, historia płatności i klucze aktywacyjne.',
  },
  my_gear: {
    title: 'Zarejestruj produkt {name}',
    description: 'Zarejestrowane produkty są widoczne w My Gear z numerem seryjnym i datą zakupu.',
  },
};
