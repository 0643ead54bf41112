import { describe, expect, it } from 'vitest';
import { convertUsdCents, formatMoney, localCurrencyOf } from './local-currency';

describe('local currency (docs/product.md#checkout)', () => {
  it('is the profile country’s currency, USD without one', () => {
    expect(localCurrencyOf('Jamaica')).toBe('JMD');
    expect(localCurrencyOf('Japan')).toBe('JPY');
    expect(localCurrencyOf('Germany')).toBe('EUR');
    expect(localCurrencyOf(null)).toBe('USD');
    expect(localCurrencyOf('Atlantis')).toBe('USD');
  });

  it('converts USD cents into the currency’s minor units and writes both', () => {
    expect(convertUsdCents(299, 'JMD', 157.29)).toBe(47030);
    expect(convertUsdCents(299, 'JPY', 155.72)).toBe(466);
    expect(formatMoney(47030, 'JMD')).toBe('JMD 470.30');
    expect(formatMoney(466, 'JPY')).toBe('JPY 466');
    expect(formatMoney(299, 'USD')).toBe('US$2.99');
  });
});
