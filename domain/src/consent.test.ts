import { describe, expect, it } from 'vitest';
import { isConsentBannerEnabled } from './consent';

describe('consent banner (docs/product.md#consent-banner)', () => {
  it('is on only for ROLAND, BOSS and RVS', () => {
    expect(isConsentBannerEnabled('ROLAND', 'backstage.roland.com')).toBe(true);
    expect(isConsentBannerEnabled('BOSS', 'backstage.boss.info')).toBe(true);
    expect(isConsentBannerEnabled('RVS', 'rolandcloud.com')).toBe(true);
    expect(isConsentBannerEnabled('PROAV', 'proav.roland.com')).toBe(false);
    expect(isConsentBannerEnabled('DW', 'dwdrums.com')).toBe(false);
  });

  it('is never on localhost', () => {
    expect(isConsentBannerEnabled('ROLAND', 'localhost:3000')).toBe(false);
    expect(isConsentBannerEnabled('BOSS', 'boss.localhost')).toBe(false);
    expect(isConsentBannerEnabled('RVS', '127.0.0.1')).toBe(false);
  });
});
