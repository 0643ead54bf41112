import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { type StaffSession, staffSession } from '../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let second: TestApp;
let editor: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({}, { sameStoresAs: t });
  editor = await staffSession(
    t,
    'texts.editor@roland.com',
    ['content'],
    ['de-DE', 'de-AT', 'pl-PL', 'ja-JP'],
  );
}, 180_000);
afterAll(async () => {
  await second.close();
  await t.close();
});

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
  token = editor.idToken,
) => t.app.inject({ method, url: `/api/v1${url}`, payload, headers: bearer(token) });
// The German sign-in button as the web app ships it.
const germanSignIn = (
  JSON.parse(
    readFileSync(new URL('../../../../web/src/i18n/locales/de-DE/auth.json', import.meta.url), 'utf8'),
  ) as {
    login: { submit: string };
  }
).login.submit;
const visitorTexts = async (app: TestApp, culture = 'de-DE') =>
  (await app.app.inject(`/api/v1/texts/${culture}`)).json();

describe('culture texts (docs/product.md#culture-texts)', () => {
  it('lists every key with the English source, searchable by key or text', async () => {
    const all = await call('GET', '/admin/texts/de-DE');
    expect(all.statusCode).toBe(200);
    const row = {
      namespace: 'auth',
      key: 'login.submit',
      source: 'Sign in',
      shipped: germanSignIn,
      override: null,
      published: false,
      sourceChanged: false,
      unreviewed: true,
    };
    expect(all.json().data).toContainEqual(row);
    // de-AT ships nothing of its own for it: its shipped text is de-DE's (ADR 083).
    expect((await call('GET', '/admin/texts/de-AT?query=login.submit')).json().data).toContainEqual(row);
    const found = (await call('GET', '/admin/texts/de-DE?query=login.sub')).json().data;
    expect(found.map((row: { key: string }) => row.key)).toContain('login.submit');
    expect(found.length).toBeLessThan(5);
  });

  it('refuses a culture the member does not manage, and any member without the content role', async () => {
    expect((await call('GET', '/admin/texts/fr-FR')).json().code).toBe('CULTURE_NOT_MANAGED');
    expect(
      (await call('PUT', '/admin/texts/fr-FR/auth/login.submit', { text: 'Connexion' })).statusCode,
    ).toBe(403);
    const support = await staffSession(t, 'texts.support@roland.com', ['support'], ['de-DE']);
    const refused = await call('GET', '/admin/texts/de-DE', undefined, support.idToken);
    expect(refused.json().code).toBe('STAFF_ROLE_REQUIRED');
  });

  it('refuses an override that drops a placeholder, naming it, or carries markup; nothing is stored', async () => {
    const dropped = await call('PUT', '/admin/texts/de-DE/auth/activation.resent', {
      text: 'Neue Mail gesendet.',
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json()).toMatchObject({
      code: 'TEXT_OVERRIDE_INVALID',
      fields: [{ field: 'text', message: 'Keep the placeholder {{email}} of the English source.' }],
    });
    const markup = await call('PUT', '/admin/texts/de-DE/auth/login.submit', { text: '<b>Anmelden</b>' });
    expect(markup.json().fields[0].message).toMatch(/remove the markup/);
    const unknown = await call('PUT', '/admin/texts/de-DE/auth/no.such.key', { text: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.db.query('select 1 from text_overrides')).rows).toEqual([]);
  });

  it('keeps plural forms: each form of the culture’s language is its own key and keeps the count', async () => {
    const polish = (await call('GET', '/admin/texts/pl-PL?query=shown_')).json().data;
    expect(polish.map((row: { key: string }) => row.key).sort()).toEqual([
      'shown_few',
      'shown_many',
      'shown_one',
      'shown_other',
    ]);
    const noCount = await call('PUT', '/admin/texts/pl-PL/feed/shown_few', { text: 'pokazane elementy' });
    expect(noCount.json().fields[0].message).toBe('Keep the placeholder {{count}} of the English source.');
    expect(
      (await call('PUT', '/admin/texts/pl-PL/feed/shown_few', { text: '{{count}} elementy' })).statusCode,
    ).toBe(200);
  });

  it('serves a draft only in the preview; publishing reaches visitors of every process within a minute', async () => {
    await visitorTexts(second); // the second process has read (and memoised) the texts before the publish
    const draft = await call('PUT', '/admin/texts/de-DE/auth/login.submit', { text: 'Jetzt anmelden' });
    expect(draft.json()).toMatchObject({ override: 'Jetzt anmelden', published: false, unreviewed: true });
    expect((await visitorTexts(t)).messages).toEqual({});
    const preview = await call('GET', '/admin/texts/de-DE/preview');
    expect(preview.json().messages).toEqual({ auth: { 'login.submit': 'Jetzt anmelden' } });
    expect((await t.app.inject('/api/v1/texts/de-DE')).statusCode).toBe(200);
    expect((await t.app.inject('/api/v1/texts/xx-NOPE')).statusCode).toBe(404);

    const published = await call('POST', '/admin/texts/de-DE/publish');
    expect(published.json()).toMatchObject({ published: 1 });
    const here = await t.app.inject('/api/v1/texts/de-DE');
    expect(here.json()).toMatchObject({ messages: { auth: { 'login.submit': 'Jetzt anmelden' } } });
    expect(Number(here.headers['cache-control']!.match(/max-age=(\d+)/)![1])).toBeLessThanOrEqual(30);
    // The other process answers from its memo for half of TEXTS_CACHE_SECONDS; visitors' caches keep the other half.
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      expect((await visitorTexts(second)).messages).toEqual({ auth: { 'login.submit': 'Jetzt anmelden' } });
    } finally {
      later.mockRestore();
    }
    const audit = await t.db.query<{ action: string }>(
      "select action from staff_audit where action = 'publishTexts'",
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('keeps one draft per culture and key, which its content members share; the preview is theirs alone (ADR 096)', async () => {
    const colleague = await staffSession(t, 'texts.colleague@roland.com', ['content'], ['de-AT']);
    await call('PUT', '/admin/texts/de-AT/auth/login.submit', { text: 'Servus, anmelden' });
    const draft = { auth: { 'login.submit': 'Servus, anmelden' } };
    // A colleague of the culture sees the same draft in the editor and in the preview, and writes over it.
    const listed = await call('GET', '/admin/texts/de-AT?query=login.submit', undefined, colleague.idToken);
    expect(listed.json().data[0]).toMatchObject({ override: 'Servus, anmelden', published: false });
    expect(
      (await call('GET', '/admin/texts/de-AT/preview', undefined, colleague.idToken)).json().messages,
    ).toEqual(draft);
    await call('PUT', '/admin/texts/de-AT/auth/login.submit', { text: 'Bitte anmelden' }, colleague.idToken);
    expect((await call('GET', '/admin/texts/de-AT/preview')).json().messages).toEqual({
      auth: { 'login.submit': 'Bitte anmelden' },
    });
    // Nobody else gets the preview: a member of another culture, support, a customer, nobody signed in.
    const french = await staffSession(t, 'texts.french@roland.com', ['content'], ['fr-FR']);
    expect((await call('GET', '/admin/texts/de-AT/preview', undefined, french.idToken)).statusCode).toBe(403);
    const support = await staffSession(t, 'texts.support-preview@roland.com', ['support'], ['de-AT']);
    expect((await call('GET', '/admin/texts/de-AT/preview', undefined, support.idToken)).statusCode).toBe(
      403,
    );
    const customer = await activeUser(t, 'texts.customer@example.com', { cultureCode: 'de-DE' });
    expect((await call('GET', '/admin/texts/de-AT/preview', undefined, customer.idToken)).statusCode).toBe(
      403,
    );
    expect((await t.app.inject('/api/v1/admin/texts/de-AT/preview')).statusCode).toBe(401);
    expect((await visitorTexts(t, 'de-AT')).messages).toEqual({});
    await call('DELETE', '/admin/texts/de-AT/auth/login.submit');
  });

  it('flags an override whose shipped source changed, and reverts to the shipped text', async () => {
    await t.db.query(
      "update text_overrides set source_then = 'Log in' where culture_code = 'de-DE' and key = 'login.submit'",
    );
    const row = (await call('GET', '/admin/texts/de-DE?query=login.submit')).json().data[0];
    expect(row).toMatchObject({ override: 'Jetzt anmelden', published: true, sourceChanged: true });
    expect((await call('DELETE', '/admin/texts/de-DE/auth/login.submit')).json()).toEqual({
      status: 'deleted',
    });
    expect((await visitorTexts(t)).messages).toEqual({});
  });

  it('marks the machine-made texts until a content editor publishes one for the key (ADR 085)', async () => {
    const row = async (culture: string, key = 'login.submit') =>
      (await call('GET', `/admin/texts/${culture}?query=${key}`))
        .json()
        .data.find((text: { key: string }) => text.key === key);
    // ja-JP was written by the team, but for what a language model wrote in it (its consent screen); de-DE is
    // machine-made, and de-AT reads de-DE's.
    expect(await row('ja-JP')).toMatchObject({ unreviewed: false });
    expect(await row('ja-JP', 'consent.pageTitle')).toMatchObject({ namespace: 'oidc', unreviewed: true });
    expect(await row('de-DE')).toMatchObject({ unreviewed: true });
    expect(await row('de-AT')).toMatchObject({ unreviewed: true });
    // A draft is no review; the published text is, even one that keeps the shipped words, and a new draft over it
    // keeps it reviewed. Going back to the shipped text makes it machine-made again.
    await call('PUT', '/admin/texts/de-DE/auth/login.submit', { text: germanSignIn });
    expect(await row('de-DE')).toMatchObject({ unreviewed: true, published: false });
    await call('POST', '/admin/texts/de-DE/publish');
    expect(await row('de-DE')).toMatchObject({ unreviewed: false, published: true });
    const again = await call('PUT', '/admin/texts/de-DE/auth/login.submit', { text: 'Anmelden, bitte' });
    expect(again.json()).toMatchObject({ unreviewed: false, published: false });
    expect(await row('de-DE')).toMatchObject({ unreviewed: false });
    // de-AT's shipped text is de-DE's, but de-DE's review is no review of de-AT's overrides.
    expect(await row('de-AT')).toMatchObject({ unreviewed: true });
    await call('DELETE', '/admin/texts/de-DE/auth/login.submit');
    expect(await row('de-DE')).toMatchObject({ unreviewed: true, override: null });
  });
});
