import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EULA_TEXTS } from './eula-texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/services/url/privacy_policy/', () => {
  const policy = (query: string) => t.app.inject({ url: `/api/services/url/privacy_policy/?${query}` });
  const page = (query: string) => `${t.config.PUBLIC_URL}/backstage/privacy?${query}`;

  it('points at our privacy page with the normalised culture and the brand’s theme', async () => {
    const response = await policy('culture_code=ja-jp&country=Japan&brand=BOSS');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: page('culture_code=ja-JP&theme=boss') });
    expect((await policy('culture_code=en-us&country=United%20States&brand=pdp')).json()).toEqual({
      url: page('culture_code=en-US&theme=pdp'),
    });
  });

  it('adds region=eu for EU, EEA and UK countries, by name or code', async () => {
    for (const [query, culture] of [
      ['culture_code=de-de&country=Germany', 'de-DE'],
      ['culture_code=en-gb&country=United%20Kingdom', 'en-GB'],
      ['culture_code=nb-no&country=NO', 'nb-NO'],
      ['culture_code=fr&country=france', 'fr-FR'],
    ])
      expect((await policy(`${query}&brand=ROLAND`)).json(), query).toEqual({
        url: page(`culture_code=${culture}&theme=roland&region=eu`),
      });
    expect((await policy('culture_code=en-AU&country=Australia&brand=RVS')).json().url).not.toContain(
      'region',
    );
  });

  it('takes the first brand for an unknown or missing brand and the default culture for a missing one', async () => {
    expect((await policy('culture_code=en-US&brand=Yamaha')).json()).toEqual({
      url: page('culture_code=en-US&theme=roland'),
    });
    expect((await policy('country=')).json()).toEqual({ url: page('culture_code=en-JM&theme=roland') });
    expect((await t.app.inject('/api/services/url/privacy_policy')).json()).toEqual({
      url: page('culture_code=en-JM&theme=roland'),
    });
  });

  it('answers 400 "Invalid parameters." naming the field for bad input', async () => {
    for (const [query, field] of [
      ['culture_code=english%20please', 'culture_code'],
      ['culture_code=ja-JP&country=Atlantis', 'country'],
      ['brand=%3Cscript%3E', 'brand'],
      [`brand=${'A'.repeat(31)}`, 'brand'],
    ]) {
      const response = await policy(query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: 'INVALID_PARAMETERS',
        message: 'Invalid parameters.',
        fields: [expect.objectContaining({ field })],
      });
    }
  });
});

describe('GET /api/services/eula/ota/', () => {
  const eula = async (query: string) => {
    const response = await t.app.inject({ url: `/api/services/eula/ota/?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const governingLaw = (body: { sections: { heading: string; body: string }[] }) =>
    body.sections.find((section) => section.heading.startsWith('12.'))!.body;

  it('gives the Japanese text with Japanese law for ja-JP in Japan', async () => {
    const body = await eula('culture_code=ja-jp&country=Japan');
    expect(body).toMatchObject({
      cultureCode: 'ja-JP',
      country: 'Japan',
      version: expect.any(String),
      title: 'ソフトウェア・アップデート使用許諾契約書',
    });
    expect(governingLaw(body)).toContain('日本法に準拠');
    expect(governingLaw(body)).toContain('静岡地方裁判所浜松支部');
  });

  it('gives the English text with Californian law for en-US in the United States', async () => {
    const body = await eula('culture_code=en-US&country=United%20States');
    expect(body).toMatchObject({
      cultureCode: 'en-US',
      country: 'United States',
      title: 'Software Update End-User License Agreement',
    });
    expect(governingLaw(body)).toContain('State of California');
    expect(body.sections.map((s: { heading: string }) => s.heading)).toContain('2. Your licence');
  });

  it('chooses the clause by country and the language by culture independently', async () => {
    expect(governingLaw(await eula('culture_code=ja-JP&country=US'))).toContain('カリフォルニア州法');
    expect(governingLaw(await eula('culture_code=en-US&country=Japan'))).toContain('laws of Japan');
  });

  it('serves the English text to an unlisted culture, with the European or generic clause', async () => {
    const france = await eula('culture_code=fr-FR&country=France');
    expect(france).toMatchObject({ cultureCode: 'en-US', country: 'France' });
    expect(governingLaw(france)).toContain('habitually reside');
    const unknown = await eula('culture_code=pt-BR&country=');
    expect(unknown).toMatchObject({ cultureCode: 'en-US', country: '' });
    expect(governingLaw(unknown)).toContain('governed by the laws of Japan');
    expect(governingLaw(unknown)).toContain('cannot be waived');
  });

  it('has the same sections in every language, none empty', () => {
    const [en, ja] = [EULA_TEXTS['en-US'], EULA_TEXTS['ja-JP']];
    expect(ja.sections).toHaveLength(en.sections.length);
    expect(Object.keys(ja.governingLaw)).toEqual(Object.keys(en.governingLaw));
    for (const text of [en, ja])
      for (const section of [...text.sections, ...Object.values(text.governingLaw), ...text.closing])
        expect(section.body.length, section.heading).toBeGreaterThan(40);
  });

  it('answers 400 for an unknown country or a malformed culture', async () => {
    for (const query of ['country=Narnia', 'culture_code=%00%00'])
      expect((await t.app.inject({ url: `/api/services/eula/ota/?${query}` })).json(), query).toMatchObject({
        code: 'INVALID_PARAMETERS',
      });
  });
});

describe('OpenAPI', () => {
  it('lists the services calls under the services tag', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json();
    for (const [path, method] of [
      ['/api/services/geoip', 'get'],
      ['/api/services/url/privacy_policy/', 'get'],
      ['/api/services/eula/ota/', 'get'],
      ['/api/services/log', 'post'],
      ['/api/services/log', 'delete'],
    ] as const)
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['services']);
    expect(paths['/api/services/eula/ota']).toBeUndefined();
  });
});
