import type { ArticleSearchResponse } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/zendesk/articles?${new URLSearchParams(query)}` });
const found = async (query: Record<string, string>) => {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ArticleSearchResponse;
};
const article = (id: string | number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/zendesk/articles/${id}` });

describe('knowledge-base search (docs/product.md#knowledge-base)', () => {
  it('ranks articles whose title matches above articles that match only in the body', async () => {
    const { data, count } = await found({ query: 'firmware', label_names: 'roland' });
    expect(count).toBe(data.length);
    const inTitle = data.map((a) => /firmware/i.test(a.title));
    expect(inTitle[0]).toBe(true);
    expect(inTitle).toContain(false);
    // Once a body-only match appears, no title match follows it.
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
    expect(data.find((a) => !/firmware/i.test(a.title))!.snippet).toMatch(/firmware/i);
  });

  it('finds words as they are typed (the last one unfinished) and stems English words', async () => {
    const typing = await found({ query: 'td-17 firmw', culture_code: 'en-US' });
    expect(typing.data[0]!.title).toBe('Update the TD-17 sound module firmware');
    const stemmed = await found({ query: 'squeaking pedals' });
    expect(stemmed.data[0]!.title).toBe(
      'Your 9000 Series pedal squeaks, feels uneven or the beater hits off centre',
    );
  });

  it("keeps an app's articles under its label for its support page (docs/product.md#app-support)", async () => {
    for (const { label, name, culture } of [
      { label: 'zenbeats', name: 'Zenbeats', culture: 'en-US' },
      { label: 'zentracker', name: 'Zentracker', culture: 'ja-JP' },
      { label: 'btx', name: 'BOSS Tone Exchange', culture: 'en-US' },
    ]) {
      const { data, cultureCode } = await found({ label_names: label, culture_code: culture });
      expect(cultureCode).toBe(culture);
      expect(data.length, label).toBeGreaterThan(0);
      for (const a of data) expect(a.title, label).toContain(name);
    }
    const typed = await found({ query: 'buffer', label_names: 'zentracker', culture_code: 'en-US' });
    expect(typed.data.map((a) => a.title)).toEqual([
      'Zentracker: clicks, dropouts or no sound from your audio interface',
    ]);
  });

  it('needs every word: a word no article has finds nothing', async () => {
    const { data, count } = await found({ query: 'firmware zzzyqx' });
    expect(data).toEqual([]);
    expect(count).toBe(0);
  });

  it('searches the culture asked for; Japanese is found by character pairs, the title first', async () => {
    const ja = await found({ query: 'ファームウェアの更新', culture_code: 'ja-JP' });
    expect(ja.cultureCode).toBe('ja-JP');
    expect(ja.data.length).toBeGreaterThan(0);
    expect(ja.data.every((a) => a.cultureCode === 'ja-JP')).toBe(true);
    expect(ja.data[0]!.title).toMatch(/ファームウェア/);
    const en = await found({ query: 'firmware', culture_code: 'en-US' });
    expect(en.data.every((a) => a.cultureCode === 'en-US')).toBe(true);
    expect(en.data.map((a) => a.id)).not.toContain(ja.data[0]!.id);
  });

  it('gives a culture without articles of its own the en-US ones', async () => {
    const de = await found({ query: 'congas', culture_code: 'de-DE' });
    expect(de.cultureCode).toBe('en-US');
    expect(de.data[0]!.title).toBe('Tune your LP Matador congas');
  });

  it('keeps only articles carrying every label asked for', async () => {
    const dw = await found({ label_names: 'dw' });
    expect(dw.data.length).toBeGreaterThan(0);
    expect(dw.data.every((a) => a.brand === 'DW' && a.labelNames.includes('dw'))).toBe(true);
    const firmware = await found({ label_names: 'DW, firmware' });
    expect(firmware.data.map((a) => a.title)).toEqual(['Keep your DWe drum kit up to date']);
    expect(
      (await found({ query: 'tune', label_names: 'lpmusic' })).data.every((a) => a.brand === 'LPMUSIC'),
    ).toBe(true);
    expect((await found({ label_names: 'boss,nosuchlabel' })).count).toBe(0);
  });

  it('lists every article of the culture without a query, ignoring punctuation-only queries', async () => {
    const all = await found({ culture_code: 'ja-JP' });
    expect(all.count).toBeGreaterThanOrEqual(18);
    expect(all.data.length).toBe(Math.min(all.count, 20));
    expect((await found({ query: ' !?* ', culture_code: 'ja-JP' })).count).toBe(all.count);
    // tsquery syntax in the words is only text: no error.
    expect((await search({ query: "firmware & | ! ( ' :*" })).statusCode).toBe(200);
  });

  it('refuses bad query parameters with 400 and the fields at fault', async () => {
    for (const [query, field] of [
      [{ culture_code: 'xx-XX' }, 'culture_code'],
      [{ label_names: 'roland,<script>' }, 'label_names'],
      [{ label_names: 'a,b,c,d,e,f,g,h,i,j,k' }, 'label_names'],
      [{ query: 'x'.repeat(201) }, 'query'],
    ] as const) {
      const response = await search(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().fields.some((f: { field: string }) => f.field.startsWith(field))).toBe(true);
    }
  });
});

describe('one article (docs/product.md#knowledge-base)', () => {
  it('answers the whole article by id', async () => {
    const [hit] = (await found({ query: 'bluetooth', culture_code: 'en-US' })).data;
    const response = await article(hit!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: hit!.id,
      title: 'Connect your FP-30X to a phone or tablet over Bluetooth',
      brand: 'ROLAND',
      cultureCode: 'en-US',
    });
    expect(response.json().labelNames).toEqual(expect.arrayContaining(['roland', 'setup', 'fp-30x']));
    expect(response.json().body).toContain('Bluetooth MIDI');
  });

  it('answers 404 with the error shape for an unknown id, 400 for an id that is not one', async () => {
    const missing = await article(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'ARTICLE_NOT_FOUND',
      message: 'Article not found.',
      traceId: expect.any(String),
    });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await article(id)).statusCode, id).toBe(400);
    }
  });
});
