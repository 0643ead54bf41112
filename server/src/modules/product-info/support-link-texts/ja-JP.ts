// Written by the team with the screens (docs/translations.md).
import type { SupportLinkTexts } from '../support-link-types';

export const jaJP: SupportLinkTexts = {
  product_support: {
    title: '製品についてのお問い合わせ',
    description: '{name}について、製品スペシャリストに質問を送信できます。',
  },
  service_request: {
    title: '修理・サービスのご依頼',
    description: '{name}の修理・サービスを依頼できます。48営業時間以内にご返信します。',
  },
  repair_status: { title: '修理状況の確認', description: 'ご依頼いただいた修理の進み具合を確認できます。' },
  dw_product_support: {
    title: 'DW製品サポート',
    description: '{name}のセッティング、チューニング、ハードウェアについてのご質問。',
  },
  dwe_product_support: {
    title: 'DWe・DW Soundworksサポート',
    description: 'DWeキットとそのアプリ、DW Soundworksライブラリについてのご質問。',
  },
  dw_brands_product_support: {
    title: '製品サポート',
    description: 'DWファミリーブランドの{name}についてのご質問。',
  },
  dw_service_inquiry: {
    title: '返品・修理・保証',
    description: '返品、修理、保証のお申し込みはこちら。',
  },
  dw_order_support: { title: 'ご注文についてのサポート', description: 'ご注文に関するご質問。' },
  contact_us: { title: 'Roland Cloudへのお問い合わせ', description: 'お支払い、音源、その他のご質問。' },
  cloud_account: {
    title: 'メンバーシップ',
    description: 'プラン、お支払い履歴、アクティベーション・キー。',
  },
  my_gear: {
    title: '{name}を登録する',
    description: '登録した製品は、シリアル番号と購入日とともにMy Gearに表示されます。',
  },
};
