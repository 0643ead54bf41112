// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const bgBG: SupportLinkTexts = {
  product_support: {
    title: 'Задайте въпрос за продукта',
    description: 'Изпратете въпрос на нашите продуктови специалисти за Вашия продукт {name}.',
  },
  service_request: {
    title: 'Заявка за сервиз или ремонт',
    description: 'Заявете сервиз за Вашия продукт {name}; отговаряме в рамките на 48 работни часа.',
  },
  repair_status: {
    title: 'Проверка на статуса на ремонт',
    description: 'Вижте докъде е стигнал заявеният от Вас ремонт.',
  },
  dw_product_support: {
    title: 'Поддръжка за продукти DW',
    description: 'Въпроси за сглобяването, настройката и хардуера на Вашия продукт {name}.',
  },
  dwe_product_support: {
    title: 'Поддръжка за DWe и DW Soundworks',
    description: 'Помощ за комплекта DWe, приложението му и библиотеката DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Продуктова поддръжка',
    description: 'Въпроси за Вашия продукт {name} от семейството марки на DW.',
  },
  dw_service_inquiry: {
    title: 'Връщане, ремонт и гаранция',
    description: 'Започнете връщане, ремонт или гаранционна претенция.',
  },
  dw_order_support: { title: 'Помощ за поръчки', description: 'Въпроси за направена от Вас поръчка.' },
  contact_us: { title: 'Свържете се с Roland Cloud', description: 'Плащания, инструменти или нещо друго.' },
  cloud_account: {
    title: 'Вашето членство',
    description: 'Планове, история на плащанията и ключове за активиране.',
  },
  my_gear: {
    title: 'Регистрирайте продукта {name}',
    description: 'Регистрираните продукти се показват в My Gear със серийния номер и датата на покупка.',
  },
};
