import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { supportTabsFor } from './forms';
import { isDweProduct, productSupportTab, supportTabForAnchor } from './tab-choice';

const DWE = { slug: 'dwe-drum-kit' };
const SOUNDWORKS = { slug: 'dw-soundworks' };
const SNARE = { slug: 'collectors-series-stainless-steel-snare' };

describe('the product support form (docs/product.md#support-tabs)', () => {
  it('knows the DWe and DW Soundworks products', () => {
    expect(isDweProduct(DWE)).toBe(true);
    expect(isDweProduct(SOUNDWORKS)).toBe(true);
    expect(isDweProduct(SNARE)).toBe(false);
    expect(isDweProduct({ slug: 'dw-soundworks-pro' })).toBe(false);
  });

  it('opens the DWe form for DWe and DW Soundworks on DW and DW Drum Shop, never dw_product_support', () => {
    for (const brand of ['DW', 'DRUMSHOP'] as const) {
      expect(productSupportTab(brand, DWE)).toBe('dwe_product_support');
      expect(productSupportTab(brand, SOUNDWORKS)).toBe('dwe_product_support');
      expect(productSupportTab(brand, SNARE)).toBe('dw_product_support');
      expect(productSupportTab(brand)).toBe('dw_product_support');
    }
  });

  it('keeps the family-brands form on PDP, LP and Slingerland, and product_support on the US brands', () => {
    for (const brand of ['PDP', 'LPMUSIC', 'SLINGERLAND'] as const)
      expect(productSupportTab(brand, DWE)).toBe('dw_brands_product_support');
    for (const brand of ['ROLAND', 'BOSS', 'PROAV', 'RVS'] as const)
      expect(productSupportTab(brand, DWE)).toBe('product_support');
  });

  it('always answers one of the brand’s own tabs', () => {
    for (const brand of BRANDS)
      for (const product of [DWE, SNARE, undefined])
        expect(supportTabsFor(brand)).toContain(productSupportTab(brand, product));
  });
});

describe('in-text anchors (docs/product.md#in-text-anchors)', () => {
  it('opens the named US form on the US brands', () => {
    for (const anchor of ['order_status', 'repair_status', 'service_request'])
      expect(supportTabForAnchor('ROLAND', anchor)).toBe(anchor);
  });

  it('maps the anchors to the drum forms on every drum brand', () => {
    for (const brand of ['DW', 'PDP', 'LPMUSIC', 'DRUMSHOP', 'SLINGERLAND'] as const) {
      expect(supportTabForAnchor(brand, 'order_status')).toBe('dw_order_support');
      expect(supportTabForAnchor(brand, 'repair_status')).toBe('dw_service_inquiry');
      expect(supportTabForAnchor(brand, 'service_request')).toBe('dw_service_request');
      expect(supportTabForAnchor(brand, 'dw_order_support')).toBe('dw_order_support');
    }
  });

  it('answers nothing for an anchor that is not a form of the brand', () => {
    expect(supportTabForAnchor('ROLAND', 'dw_order_support')).toBeUndefined();
    expect(supportTabForAnchor('PDP', 'dw_product_support')).toBeUndefined();
    expect(supportTabForAnchor('DW', 'parts_order_request')).toBeUndefined();
    expect(supportTabForAnchor('DW', '')).toBeUndefined();
    expect(supportTabForAnchor('DW', 'constructor')).toBeUndefined();
  });
});
