import { describe, expect, it } from 'vitest';
import { money } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('an amount in the currency charged, in the culture’s number format (ADR 065)', () => {
  it('uses the currency’s minor units and the culture’s separators', () => {
    expect(plain(money(46644, 'JMD', 'en-US'))).toBe('JMD 466.44');
    expect(plain(money(46644, 'JMD', 'en-JM'))).toBe('$466.44');
    expect(plain(money(46644, 'EUR', 'de-DE'))).toBe('466,44 €');
    expect(plain(money(470, 'JPY', 'ja-JP'))).toBe('￥470');
  });
});
