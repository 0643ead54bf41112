import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initialCulture } from './culture';
import { FIRST_NAMESPACES } from './first-namespaces';
import { changeCulture, initI18n } from './i18n';

const localesDir = join(__dirname, 'locales');
const localeText = (culture: string, ns: string, key: string) =>
  (JSON.parse(readFileSync(join(localesDir, culture, `${ns}.json`), 'utf8')) as Record<string, unknown>)[key];

describe('culture of a visit (docs/product.md#culture-codes, docs/product.md#culture-normalisation)', () => {
  it('takes ?culture_code= normalised, then ?country_code=, then storage, then en-JM', () => {
    expect(initialCulture('?culture_code=ja-jp')).toBe('ja-JP');
    expect(initialCulture('?culture_code=ja')).toBe('ja-JP');
    expect(initialCulture('?country_code=CA')).toBe('en-CA');
    expect(initialCulture('?country_code=zz')).toBe('en-JM');
    expect(initialCulture('')).toBe('en-JM');
    localStorage.setItem('backstage.cultureCode', 'de-DE');
    expect(initialCulture('')).toBe('de-DE');
    localStorage.setItem('backstage.cultureCode', 'xx-YY');
    expect(initialCulture('')).toBe('en-JM');
  });

  it('a returning visitor keeps the choice stored under the old key, moved once to cultureCode', () => {
    localStorage.clear();
    localStorage.setItem('backstage.culture', 'ja-JP');
    expect(initialCulture('')).toBe('ja-JP');
    expect(localStorage.getItem('backstage.cultureCode')).toBe('ja-JP');
    expect(localStorage.getItem('backstage.culture')).toBeNull();
    // The new key wins over a leftover old one.
    localStorage.setItem('backstage.culture', 'de-DE');
    expect(initialCulture('')).toBe('ja-JP');
  });
});

describe('locales', () => {
  it('switches to Japanese lazily, sets <html lang> and remembers the choice', async () => {
    await initI18n('en-US');
    expect(i18next.t('home:title')).toBe('Home');
    await changeCulture('ja-JP');
    expect(i18next.t('home:title')).toBe('ホーム');
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(localStorage.getItem('backstage.cultureCode')).toBe('ja-JP');
    // A culture without texts of its own (none of the list, once all are translated) shows en-US's.
    await changeCulture('xx-XX');
    expect(i18next.t('home:title')).toBe('Home');
  });

  it('a namespace en-JM writes a few texts of is whole the moment it is in, before en-US is', async () => {
    await initI18n('en-JM');
    await i18next.loadNamespaces('myGear');
    // react-i18next draws a screen once the culture's own bundle is there; it must not lack en-US's texts.
    const inJamaica = i18next.getResourceBundle('en-JM', 'myGear');
    expect(inJamaica.pending.title).toBe('Registration pending');
    expect(inJamaica.transfer.cancelled).toBe(
      (localeText('en-JM', 'myGear', 'transfer') as { cancelled: string }).cancelled,
    );
  });
});

describe('namespaces as screens use them (ADR 097, ADR 098)', () => {
  it('starts with the first pages’ namespaces only, in the culture alone when it holds every text', async () => {
    await initI18n('de-DE');
    expect(FIRST_NAMESPACES.every((ns) => i18next.hasResourceBundle('de-DE', ns))).toBe(true);
    expect(i18next.t('home:title')).toBe(localeText('de-DE', 'home', 'title'));
    expect(i18next.hasLoadedNamespace('myGear')).toBe(false);
    // No fallback culture: i18next neither holds nor asked for en-US's texts.
    expect(i18next.hasResourceBundle('en-US', 'home')).toBe(false);
  });

  it('loads a later en-US namespace when asked', async () => {
    await initI18n('en-US');
    expect(i18next.hasLoadedNamespace('myGear')).toBe(false);
    await i18next.loadNamespaces('myGear');
    expect(i18next.t('myGear:pending.title')).toBe('Registration pending');
  });

  it('loads a later namespace when asked, in the culture, and en-US’s for a culture without texts', async () => {
    await initI18n('ja-JP');
    expect(i18next.hasLoadedNamespace('support')).toBe(false);
    await i18next.loadNamespaces('support');
    expect(i18next.t('support:title')).toBe(localeText('ja-JP', 'support', 'title'));
    await changeCulture('xx-XX');
    expect(i18next.t('support:title')).toBe(localeText('en-US', 'support', 'title'));
  });
});
