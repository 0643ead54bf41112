import type { ProductTabs } from '@backstage/domain';
import { type Brand, isDrumBrand, productSupportTab } from '@backstage/domain';
import type { CatalogueEntry } from '../master-data';

type Link = ProductTabs['support'][number];
type Texts = Record<string, { title: string; description: string }>;

// The portal's own support pages (Support tabs, docs/product.md#support-tabs, in-text anchors) that fit a product's brand.
// Written in en-US and ja-JP; `{name}` is the product name.
const TEXTS: Record<'en-US' | 'ja-JP', Texts> = {
  'en-US': {
    product_support: {
      title: 'Ask a product question',
      description: 'Send our product specialists a question about your {name}.',
    },
    service_request: {
      title: 'Request a service or repair',
      description: 'Book a service for your {name}; we reply within 48 working hours.',
    },
    repair_status: { title: 'Check a repair status', description: 'See where a repair you booked stands.' },
    dw_product_support: {
      title: 'DW product support',
      description: 'Questions about set-up, tuning and hardware of your {name}.',
    },
    dwe_product_support: {
      title: 'DWe and DW Soundworks support',
      description: 'Help with the DWe kit, its app and the DW Soundworks library.',
    },
    dw_brands_product_support: {
      title: 'Product support',
      description: 'Questions about your {name} for the DW family of brands.',
    },
    dw_service_inquiry: {
      title: 'Returns, repairs and warranty',
      description: 'Start a return, a repair or a warranty claim.',
    },
    dw_order_support: { title: 'Order support', description: 'Questions about an order you placed.' },
    contact_us: { title: 'Contact Roland Cloud', description: 'Billing, instruments or anything else.' },
    cloud_account: { title: 'Your membership', description: 'Plans, billing history and activation keys.' },
    my_gear: {
      title: 'Register your {name}',
      description: 'Registered products appear in My Gear with their serial number and purchase date.',
    },
  },
  'ja-JP': {
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
  },
};

const HREFS: Record<string, string> = {
  product_support: '/support/product_support',
  service_request: '/support/service_request',
  repair_status: '/support/repair_status',
  dw_product_support: '/support/dw_product_support',
  dwe_product_support: '/support/dwe_product_support',
  dw_brands_product_support: '/support/dw_brands_product_support',
  dw_service_inquiry: '/support/dw_service_inquiry',
  dw_order_support: '/support/dw_order_support',
  contact_us: '/contact-us',
  cloud_account: '/cloud/account',
  my_gear: '/mygear/register_product',
};

function linkIds(brand: Brand, slug: string): string[] {
  if (brand === 'RVS') return ['contact_us', 'cloud_account'];
  // docs/product.md#support-tabs: the brand's product form, the DWe one for DWe and DW Soundworks.
  if (isDrumBrand(brand))
    return [productSupportTab(brand, { slug }), 'dw_service_inquiry', 'dw_order_support', 'my_gear'];
  return ['product_support', 'service_request', 'repair_status', 'my_gear'];
}

/** The support pages of the portal for this product, in the culture's words (en-US where none). */
export function supportLinks(
  product: Pick<CatalogueEntry, 'brand' | 'slug' | 'name'>,
  cultureCode: string,
): Link[] {
  const texts = cultureCode === 'ja-JP' ? TEXTS['ja-JP'] : TEXTS['en-US'];
  return linkIds(product.brand, product.slug).map((id) => ({
    title: texts[id]!.title.replace('{name}', product.name),
    description: texts[id]!.description.replace('{name}', product.name),
    href: HREFS[id]!,
  }));
}
