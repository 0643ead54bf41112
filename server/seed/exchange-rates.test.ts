import { localCurrencyOf } from '@backstage/domain/local-currency';
import { describe, expect, it } from 'vitest';
import { duplicates, readSeed, readSeedText } from './read-seed';

interface Rate {
  currency: string;
  date: string;
  perUsd: number;
  source: string;
}

const rates = readSeed<Rate>('exchange-rates.json');

describe('exchange-rates.json (ADR 065)', () => {
  it('is a 2-space indented array of dated rates, each with its source', () => {
    expect(readSeedText('exchange-rates.json')).toBe(`${JSON.stringify(rates, null, 2)}\n`);
    for (const rate of rates) {
      expect(Object.keys(rate)).toEqual(['currency', 'date', 'perUsd', 'source']);
      expect(rate.currency).toMatch(/^[A-Z]{3}$/);
      expect(rate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rate.perUsd).toBeGreaterThan(0);
      expect(rate.source.length).toBeGreaterThan(0);
    }
    expect(duplicates(rates.map((r) => `${r.currency} ${r.date}`))).toEqual([]);
  });

  it('has the currencies of Jamaica, Japan and the euro area, and not the dollar itself', () => {
    const currencies = rates.map((r) => r.currency);
    for (const country of ['Jamaica', 'Japan', 'Germany'])
      expect(currencies).toContain(localCurrencyOf(country));
    expect(currencies).not.toContain('USD');
  });
});
