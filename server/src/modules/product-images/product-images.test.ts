import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeed } from '../../../seed/read-seed';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { escapeXml, familyOf, nameLines, productImageSvg } from './product-images-svg';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/services/productImages', () => {
  it('names the image of a product, publicly cacheable', async () => {
    const response = await get('/api/services/productImages?slug=fp-30x&brand=ROLAND&culture_code=ja-jp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.json()).toEqual({
      slug: 'fp-30x',
      brand: 'ROLAND',
      cultureCode: 'ja-JP',
      images: [
        {
          url: '/api/services/productImages/fp-30x.svg',
          type: 'image/svg+xml',
          width: 480,
          height: 360,
          alt: 'Roland FP-30X',
        },
      ],
    });
  });

  it('takes the brand in any case and leaves it out when not given', async () => {
    expect((await get('/api/services/productImages?slug=ds-1&brand=boss')).json().brand).toBe('BOSS');
    const response = await get('/api/services/productImages?slug=ds-1');
    expect(response.json()).toMatchObject({ brand: 'BOSS', cultureCode: 'en-JM' });
  });

  it('answers 404 "Product not found." for an unknown slug or a brand that is not the product’s', async () => {
    for (const query of ['slug=nope', 'slug=fp-30x&brand=BOSS', 'slug=FP%2030X']) {
      const response = await get(`/api/services/productImages?${query}`);
      expect(response.statusCode, query).toBe(404);
      expect(response.json(), query).toEqual({
        code: 'PRODUCT_NOT_FOUND',
        message: 'Product not found.',
        traceId: expect.any(String),
      });
    }
  });

  it('answers 400 "Invalid parameters." without a slug or with an unknown brand', async () => {
    for (const query of ['', 'slug=', 'slug=fp-30x&brand=YAMAHA']) {
      const response = await get(`/api/services/productImages?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('INVALID_PARAMETERS');
    }
  });
});

describe('GET /api/services/productImages/{slug}.svg', () => {
  it('draws the product in its brand colours with its name, a safe standalone SVG', async () => {
    const response = await get('/api/services/productImages/fp-30x.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('>FP-30X</tspan>');
    expect(response.body).toContain('#d50c1f'); // Roland red
    expect(response.body).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org)/);
    const boss = (await get('/api/services/productImages/ds-1.svg')).body;
    expect(boss).toContain('#4aa8ff');
  });

  it('answers 304 for an unchanged image', async () => {
    const first = await get('/api/services/productImages/ds-1.svg');
    const again = await get('/api/services/productImages/ds-1.svg', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for unknown slugs and other file names', async () => {
    for (const file of ['nope.svg', 'fp-30x.png', 'fp-30x', '.svg', '%3Cscript%3E.svg']) {
      const response = await get(`/api/services/productImages/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json().code, file).toBe('PRODUCT_NOT_FOUND');
    }
  });

  it('draws every catalogue product (the names fit in three lines)', () => {
    for (const product of readSeed<{ name: string; brand: 'ROLAND'; meta: string }>('products.json')) {
      const svg = productImageSvg({ ...product, type: JSON.parse(product.meta).type });
      expect(svg.match(/<tspan/g)?.length, product.name).toBeLessThanOrEqual(3);
    }
  });
});

describe('product image drawing', () => {
  it('escapes text for SVG', () => {
    expect(escapeXml(`<a href="x">R&B's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;R&amp;B&#39;s&lt;/a&gt;');
    const svg = productImageSvg({ name: '<script>alert(1)</script> & Co', brand: 'DW', type: null });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('picks a pictogram from the product type', () => {
    expect(familyOf('Digital Piano')).toBe('keys');
    expect(familyOf('Software Synthesizer')).toBe('software');
    expect(familyOf('Guitar Synthesizer')).toBe('effect');
    expect(familyOf('Bass Drum Pedal')).toBe('drum');
    expect(familyOf('Compact Pedal')).toBe('effect');
    expect(familyOf('Video Switcher')).toBe('video');
    expect(familyOf('AV Mixer')).toBe('video');
    expect(familyOf('Drum Monitor')).toBe('amp');
    expect(familyOf('Headphones')).toBe('headphones');
    expect(familyOf('Metronome')).toBe('tuner');
    expect(familyOf(null)).toBe('generic');
  });

  it('wraps long names between words', () => {
    expect(nameLines('FP-30X')).toEqual(['FP-30X']);
    expect(nameLines("Collector's Series Black Nickel Over Brass Snare")).toEqual([
      "Collector's Series",
      'Black Nickel Over',
      'Brass Snare',
    ]);
    expect(nameLines('a b c d e f g h i j k l m n o p q r s t u v w x y z', 3)).toHaveLength(3);
  });
});
