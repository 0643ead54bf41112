// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const ltLT: SupportLinkTexts = {
  product_support: {
    title: 'Užduoti klausimą apie produktą',
    description: 'Nusiųskite mūsų produktų specialistams klausimą apie savo produktą {name}.',
  },
  service_request: {
    title: 'Užsakyti techninę priežiūrą ar remontą',
    description: 'Užsakykite savo produkto {name} techninę priežiūrą; atsakome per 48 darbo valandas.',
  },
  repair_status: {
    title: 'Patikrinti remonto būseną',
    description: 'Sužinokite, kaip sekasi užsakytas remontas.',
  },
  dw_product_support: {
    title: 'DW produktų pagalba',
    description: 'Klausimai apie produkto {name} surinkimą, derinimą ir įrangą.',
  },
  dwe_product_support: {
    title: 'DWe ir DW Soundworks pagalba',
    description: 'Pagalba dėl DWe rinkinio, jo programėlės ir DW Soundworks bibliotekos.',
  },
  dw_brands_product_support: {
    title: 'Produktų pagalba',
    description: 'Klausimai apie jūsų DW prekių ženklų šeimos produktą {name}.',
  },
  dw_service_inquiry: {
    title: 'Grąžinimai, remontas ir garantija',
    description: 'Pradėkite grąžinimą, remontą arba garantinę pretenziją.',
  },
  dw_order_support: { title: 'Pagalba dėl užsakymų', description: 'Klausimai apie jūsų pateiktą užsakymą.' },
  contact_us: {
    title: 'Susisiekti su Roland Cloud',
    description: 'Mokėjimai, instrumentai ar bet kas kita.',
  },
  cloud_account: { title: 'Jūsų narystė', description: 'Planai, mokėjimų istorija ir aktyvinimo raktai.' },
  my_gear: {
    title: 'Registruoti produktą {name}',
    description: 'Registruoti produktai rodomi My Gear su serijos numeriu ir pirkimo data.',
  },
};
