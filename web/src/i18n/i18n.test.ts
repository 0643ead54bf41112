import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_WITH_CONTENT } from '@backstage/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initialCulture } from './culture';
import { changeCulture, initI18n } from './i18n';

const localesDir = join(__dirname, 'locales');
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('culture of a visit (docs/product.md#culture-codes, docs/product.md#culture-normalisation)', () => {
  it('takes ?culture_code= normalised, then ?country_code=, then storage, then en-JM', () => {
    expect(initialCulture('?culture_code=ja-jp')).toBe('ja-JP');
    expect(initialCulture('?culture_code=ja')).toBe('ja-JP');
    expect(initialCulture('?country_code=CA')).toBe('en-CA');
    expect(initialCulture('?country_code=zz')).toBe('en-JM');
    expect(initialCulture('')).toBe('en-JM');
    localStorage.setItem('backstage.culture', 'de-DE');
    expect(initialCulture('')).toBe('de-DE');
    localStorage.setItem('backstage.culture', 'xx-YY');
    expect(initialCulture('')).toBe('en-JM');
  });
});

describe('locales', () => {
  it('en-US, en-JM and ja-JP carry the same keys in every namespace', () => {
    const namespaces = readdirSync(join(localesDir, 'en-US'));
    for (const culture of LOCALES_WITH_CONTENT) {
      expect(readdirSync(join(localesDir, culture)).sort()).toEqual(namespaces.sort());
      for (const file of namespaces) {
        const read = (c: string) => keys(JSON.parse(readFileSync(join(localesDir, c, file), 'utf8'))).sort();
        expect(read(culture), `${culture}/${file}`).toEqual(read('en-US'));
      }
    }
  });

  it('every culture folder but the bundled en-US has its one-request bundle', () => {
    const cultures = readdirSync(localesDir).filter((c) => c !== 'en-US');
    const bundles = readdirSync(join(__dirname, 'bundles')).filter((f) => f.endsWith('.ts'));
    expect(bundles.sort()).toEqual(cultures.map((c) => `${c}.ts`).sort());
  });

  it('switches to Japanese lazily, sets <html lang> and remembers the choice', async () => {
    await initI18n('en-US');
    expect(i18next.t('home:title')).toBe('Home');
    await changeCulture('ja-JP');
    expect(i18next.t('home:title')).toBe('ホーム');
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(localStorage.getItem('backstage.culture')).toBe('ja-JP');
    await changeCulture('fi-FI');
    expect(i18next.t('home:title')).toBe('Home');
  });
});
