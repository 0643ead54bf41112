// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const deDE: SupportLinkTexts = {
  product_support: {
    title: 'Frage zum Produkt stellen',
    description: 'Senden Sie unseren Produktspezialisten eine Frage zu Ihrem Produkt {name}.',
  },
  service_request: {
    title: 'Service oder Reparatur anfragen',
    description:
      'Buchen Sie einen Service für Ihr Produkt {name}; wir antworten innerhalb von 48 Arbeitsstunden.',
  },
  repair_status: {
    title: 'Reparaturstatus prüfen',
    description: 'Sehen Sie nach, wie weit eine gebuchte Reparatur ist.',
  },
  dw_product_support: {
    title: 'DW-Produktsupport',
    description: 'Fragen zu Aufbau, Stimmung und Hardware Ihres Produkts {name}.',
  },
  dwe_product_support: {
    title: 'Support für DWe und DW Soundworks',
    description: 'Hilfe zum DWe-Kit, seiner App und der DW Soundworks Library.',
  },
  dw_brands_product_support: {
    title: 'Produktsupport',
    description: 'Fragen zu Ihrem Produkt {name} aus der DW-Markenfamilie.',
  },
  dw_service_inquiry: {
    title: 'Rücksendung, Reparatur und Garantie',
    description: 'Starten Sie eine Rücksendung, eine Reparatur oder einen Garantieanspruch.',
  },
  dw_order_support: {
    title: 'Hilfe zu Bestellungen',
    description: 'Fragen zu einer Bestellung, die Sie aufgegeben haben.',
  },
  contact_us: {
    title: 'Roland Cloud kontaktieren',
    description: 'Abrechnung, Instrumente oder etwas anderes.',
  },
  cloud_account: { title: 'Ihre Mitgliedschaft', description: 'Tarife, Zahlungsverlauf und Keys.' },
  my_gear: {
    title: 'Produkt {name} registrieren',
    description: 'Registrierte Produkte erscheinen in My Gear mit Seriennummer und Kaufdatum.',
  },
};
