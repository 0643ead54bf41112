import { readFileSync } from 'node:fs';
import { ERRORS, localizationSchema, productInfoSchema, TEXT_CATALOGUE_VERSION } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/json?${query}`, headers });

/** A culture's own file of error texts in the web app, where the catalogue's translations are written. */
const shippedErrors = (culture: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/i18n/locales/${culture}/errors.json`, import.meta.url), 'utf8'),
  );

describe('GET /api/v1/json?key=product/{slug}', () => {
  it('serves a written product page in en-US with every tab, publicly cacheable', async () => {
    const response = await json('key=product/fp-30x&culture_code=en-US');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const info = productInfoSchema.parse(response.json());
    expect(info).toMatchObject({ slug: 'fp-30x', name: 'FP-30X', brand: 'ROLAND', modelCode: 'FP-30X' });
    expect(info).toMatchObject({ type: 'Digital Piano', cultureCode: 'en-US', source: 'content' });
    expect(info.specs.length).toBeGreaterThan(12);
    expect(info.features.length).toBeGreaterThan(0);
    expect(info.Product_Support_Documents[0]).toMatchObject({
      language: 'en',
      Asset_Details: { format: 'PDF' },
    });
    expect(info.articles.length).toBeGreaterThan(0);
    expect(info.accessories).toContainEqual(expect.objectContaining({ name: 'KSC-70', slug: 'ksc-70' }));
    // The portal's support pages for a Roland product come first.
    expect(info.support[0]).toMatchObject({ href: '/support/product_support' });
  });

  it('answers ja-JP text for ja-JP and any spelling the culture rule accepts', async () => {
    for (const culture of ['ja-JP', 'ja-jp', 'ja']) {
      const info = (await json(`key=product/ds-1&culture_code=${culture}`)).json();
      expect(info.cultureCode, culture).toBe('ja-JP');
      expect(info.features[0].title, culture).toBe('定番のディストーション');
      expect(info.support[0].title, culture).toBe('製品についてのお問い合わせ');
    }
  });

  it('falls back to en-US for cultures without text (en-JM, de-DE, none)', async () => {
    for (const query of ['&culture_code=en-JM', '&culture_code=de-DE', '', '&culture_code=zz']) {
      const info = (await json(`key=product/ds-1${query}`)).json();
      expect(info.cultureCode, query).toBe('en-US');
      expect(info.features[0].title, query).toBe('A classic distortion');
    }
  });

  it('speaks the visitor’s culture in the portal’s own support links, whatever the product text falls back to', async () => {
    const german = (await json('key=product/ds-1&culture_code=de-DE')).json();
    expect(german.cultureCode).toBe('en-US');
    expect(german.support[0]).toMatchObject({
      title: 'Frage zum Produkt stellen',
      description: 'Senden Sie unseren Produktspezialisten eine Frage zu Ihrem Produkt DS-1.',
      href: '/support/product_support',
    });
    const polish = (await json('key=product/fp-10&culture_code=pl-PL')).json();
    expect(polish.support.at(-1)).toMatchObject({
      title: 'Zarejestruj produkt FP-10',
      href: '/mygear/register_product',
    });
    const korean = (await json('key=product/fp-10&culture_code=ko-KR')).json();
    expect(korean.support[0].title).toBe('제품 문의하기');
  });

  it('builds a truthful page from the catalogue for products without written content', async () => {
    const info = productInfoSchema.parse((await json('key=product/fp-10&culture_code=en-US')).json());
    expect(info).toMatchObject({ slug: 'fp-10', name: 'FP-10', brand: 'ROLAND', type: 'Digital Piano' });
    expect(info).toMatchObject({
      source: 'catalogue',
      summary: null,
      features: [],
      specs: [],
      downloads: [],
    });
    expect(info).toMatchObject({ Product_Support_Documents: [], articles: [], accessories: [] });
    expect(info.support.map((link) => link.href)).toEqual([
      '/support/product_support',
      '/support/service_request',
      '/support/repair_status',
      '/mygear/register_product',
    ]);
  });

  it('points drum brands at their own support tabs (DWe, DW, the other drum brands, cloud)', async () => {
    const first = async (slug: string) => (await json(`key=product/${slug}`)).json().support[0].href;
    expect(await first('9000-series-single-pedal')).toBe('/support/dw_product_support');
    expect(await first('dwe-drum-kit')).toBe('/support/dwe_product_support');
    expect(await first('dw-soundworks')).toBe('/support/dwe_product_support');
    expect(await first('800-series-single-pedal')).toBe('/support/dw_brands_product_support');
    // DW Drum Shop shows both DW product forms (docs/product.md#support-tabs), not the family-brands one.
    expect(await first('dw-drum-key')).toBe('/support/dw_product_support');
    const rvs = (await t.db.query<{ slug: string }>("select slug from products where brand = 'RVS' limit 1"))
      .rows[0]!;
    expect(await first(rvs.slug)).toBe('/contact-us');
  });

  it('unlinks an accessory whose product left the catalogue', async () => {
    await t.db.query("update products set is_deleted = true where slug = 'rh-5'");
    try {
      const info = (await json('key=product/fp-30x')).json();
      expect(info.accessories).toContainEqual(expect.objectContaining({ name: 'RH-5', slug: null }));
    } finally {
      await t.db.query("update products set is_deleted = false where slug = 'rh-5'");
    }
  });

  it('answers 404 "Product not found." for unknown, malformed and deleted slugs', async () => {
    await t.db.query("update products set is_deleted = true where slug = 'fp-60x'");
    for (const slug of ['no-such-product', 'FP-30X', 'fp 30x', '..', 'fp-60x']) {
      const response = await json(`key=${encodeURIComponent(`product/${slug}`)}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json(), slug).toEqual({
        code: 'PRODUCT_NOT_FOUND',
        message: 'Product not found.',
        traceId: expect.any(String),
      });
    }
  });

  it('answers 304 when the ETag is unchanged', async () => {
    const first = await json('key=product/fp-30x&culture_code=ja-JP');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await json('key=product/fp-30x&culture_code=ja-JP', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await json('key=product/fp-30x&culture_code=en-US', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/v1/json: curation, localization and bad keys', () => {
  it('serves the curation per culture, naming catalogue products', async () => {
    const en = (await json('key=curation&culture_code=en-US')).json();
    expect(en.cultureCode).toBe('en-US');
    expect(en.sections[0].items[0]).toEqual({ slug: 'fp-30x', headline: expect.any(String) });
    expect((await json('key=curation&culture_code=ja-JP')).json().sections[0].title).toBe('製品を使い始める');
  });

  it('serves the text catalogue: en-US from the error catalogue, other cultures as the web app ships them', async () => {
    const en = localizationSchema.parse((await json('key=localization&culture_code=en-US')).json());
    expect(en).toMatchObject({ cultureCode: 'en-US', version: TEXT_CATALOGUE_VERSION });
    expect(en.messages.PRODUCT_NOT_FOUND).toBe(ERRORS.PRODUCT_NOT_FOUND.message);
    const ja = (await json('key=localization&culture_code=ja-JP')).json();
    expect(ja.cultureCode).toBe('ja-JP');
    expect(ja.messages.PRODUCT_NOT_FOUND).toBe('製品が見つかりません。');
    expect(Object.keys(ja.messages).sort()).toEqual(Object.keys(ERRORS).sort());
    const fr = (await json('key=localization&culture_code=fr-FR')).json();
    expect(fr.cultureCode).toBe('fr-FR');
    expect(fr.messages.PRODUCT_NOT_FOUND).toBe(shippedErrors('fr-FR').PRODUCT_NOT_FOUND);
    // A variant writes a few texts over its base's: Austria reads Germany's German.
    const at = (await json('key=localization&culture_code=de-AT')).json();
    expect(at.cultureCode).toBe('de-AT');
    expect(at.messages.PRODUCT_NOT_FOUND).toBe(shippedErrors('de-DE').PRODUCT_NOT_FOUND);
    // en-GB writes one text differently; the rest stays the catalogue's own.
    const gb = (await json('key=localization&culture_code=en-GB')).json();
    const [ownCode] = Object.keys(shippedErrors('en-GB'));
    expect(gb.messages[ownCode!]).toBe(shippedErrors('en-GB')[ownCode!]);
    expect(gb.messages.PRODUCT_NOT_FOUND).toBe(ERRORS.PRODUCT_NOT_FOUND.message);
    // The international culture ships no error texts of its own: it gets the catalogue's.
    expect((await json('key=localization&culture_code=en-JM')).json().cultureCode).toBe('en-US');
  });

  it('answers 400 "Invalid parameters." for a missing or unknown key', async () => {
    for (const query of [
      '',
      'key=',
      'key=products',
      'key=product/',
      'key=product/a/b',
      'key=../etc/passwd',
    ]) {
      const response = await json(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: 'INVALID_PARAMETERS',
        message: 'Invalid parameters.',
      });
      expect(response.json().fields[0].field, query).toBe('key');
    }
  });

  it('needs no sign-in and refuses other methods', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/json?key=curation' })).statusCode).toBe(404);
  });
});

describe('GET /api/v1/json/static?key=', () => {
  const jsonStatic = (key: string) =>
    t.app.inject({ url: `/api/v1/json/static?key=${encodeURIComponent(key)}` });

  it('answers every culture with its own text at once', async () => {
    const response = await jsonStatic('product/td-17kvx');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const body = response.json();
    expect(Object.keys(body.cultures)).toEqual(['en-US', 'ja-JP']);
    expect(body.cultures['ja-JP'].cultureCode).toBe('ja-JP');
    expect(body.updateDate).toEqual(expect.any(String));
    const localization = (await jsonStatic('localization')).json();
    expect(Object.keys(localization.cultures)).toEqual(
      expect.arrayContaining(['en-US', 'ja-JP', 'fr-FR', 'de-AT']),
    );
    expect(Object.keys(localization.cultures)).not.toContain('en-JM');
    expect(localization.cultures['pl-PL'].cultureCode).toBe('pl-PL');
    expect(Object.keys((await jsonStatic('curation')).json().cultures)).toEqual(['en-US', 'ja-JP']);
  });

  it('answers the same errors as json', async () => {
    expect((await jsonStatic('product/nope')).json().code).toBe('PRODUCT_NOT_FOUND');
    expect((await jsonStatic('nope')).statusCode).toBe(400);
  });
});
