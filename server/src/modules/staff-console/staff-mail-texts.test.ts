import { CULTURE_CODES, OVERRIDE_LOCALES, TEXT_BASE } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, lastMail, reauthHeader } from '../../../test/accounts-helpers';
import { staffSession } from '../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  CULTURE_STAFF_MAIL_TEXTS,
  type CultureStaffMailTexts,
  type MailedAction,
  STAFF_MAIL_TEXTS,
  staffMailTexts,
} from './staff-mail-texts';

type Fields = Record<string, Record<string, string>>;
const source: Fields = STAFF_MAIL_TEXTS['en-US'];
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
const baseCultures = CULTURE_CODES.map((c) => c.value).filter((code) => !OVERRIDE_LOCALES.includes(code));
const actions: MailedAction[] = ['resetTwoStep', 'removePasskey', 'signOutEverywhere'];

describe('staff-action mail texts per culture (ADR 083)', () => {
  it('has every kind and field of en-US in every base culture', () => {
    for (const code of baseCultures) {
      const texts = CULTURE_STAFF_MAIL_TEXTS[code] as Fields | undefined;
      expect(Object.keys(texts ?? {}).sort(), code).toEqual(Object.keys(source).sort());
      for (const [kind, fields] of Object.entries(source)) {
        expect(Object.keys(texts![kind]!).sort(), `${code} ${kind}`).toEqual(Object.keys(fields).sort());
      }
    }
  });

  it('keeps the placeholders of en-US in every field, translated rather than English, in known cultures only', () => {
    for (const [code, kinds] of Object.entries(CULTURE_STAFF_MAIL_TEXTS as Record<string, Fields>)) {
      expect(
        CULTURE_CODES.some((c) => c.value === code),
        code,
      ).toBe(true);
      for (const [kind, fields] of Object.entries(kinds)) {
        for (const [field, text] of Object.entries(fields)) {
          const english = source[kind]?.[field];
          expect(english, `${code} ${kind}.${field}`).toBeDefined();
          expect(placeholders(text), `${code} ${kind}.${field}`).toEqual(placeholders(english!));
          if (code !== 'en-US') expect(text, `${code} ${kind}.${field}`).not.toBe(english);
        }
      }
    }
  });

  it('holds in a variant only what differs from its base', () => {
    for (const code of OVERRIDE_LOCALES) {
      for (const [kind, fields] of Object.entries((CULTURE_STAFF_MAIL_TEXTS[code] ?? {}) as Fields)) {
        const base = staffMailTexts(
          TEXT_BASE[code]!,
          kind === 'frame' ? 'resetTwoStep' : (kind as MailedAction),
        );
        for (const [field, text] of Object.entries(fields)) {
          expect(text, `${code} ${kind}.${field}`).not.toBe(base[field as keyof typeof base]);
        }
      }
    }
  });

  it('reads a culture along its chain: de-CH over de-DE, de-AT and es-CR from their base, others from en-US', () => {
    const german = staffMailTexts('de-DE', 'removePasskey');
    expect(german.subject).toBe('{brand}-Support hat einen Passkey aus Ihrem Konto entfernt');
    expect(staffMailTexts('de-CH', 'removePasskey')).toEqual({
      ...german,
      done: german.done.replace('„', '«').replace('“', '»'),
    });
    expect(staffMailTexts('de-AT', 'removePasskey')).toEqual(german);
    expect(staffMailTexts('es-CR', 'signOutEverywhere')).toEqual(
      staffMailTexts('es-ES', 'signOutEverywhere'),
    );
    const english = { ...source.frame, ...source.signOutEverywhere };
    expect(staffMailTexts('en-GB', 'signOutEverywhere')).toEqual(english);
    expect(staffMailTexts('xx-XX', 'signOutEverywhere')).toEqual(english);
    // A kind a culture lacks comes from the next culture of its chain, the others stay its own.
    const partial: Record<string, CultureStaffMailTexts> = {
      ...CULTURE_STAFF_MAIL_TEXTS,
      'ko-KR': { frame: CULTURE_STAFF_MAIL_TEXTS['ko-KR']!.frame },
    };
    const korean = staffMailTexts('ko-KR', 'resetTwoStep', partial);
    expect(korean.subject).toBe(source.resetTwoStep!.subject);
    expect(korean.greeting).toBe('{name} 님, 안녕하세요.');
    for (const action of actions)
      expect(staffMailTexts('pl-PL', action).subject).toMatch(/^Pomoc techniczna/);
  });
});

describe("the staff-action mail in the customer's culture", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('reaches a de-DE customer in German, with the reason support gave', async () => {
    const support = await staffSession(t, 'mail-texts.support@roland.com', ['support']);
    const customer = await activeUser(t, 'staff-mail-de@example.com', { cultureCode: 'de-DE' });
    const reason = 'Laptop gestohlen, per Telefon bestätigt';
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${customer.userId}/actions`,
      headers: { ...bearer(support.idToken), ...(await reauthHeader(t, support)) },
      payload: { action: 'signOutEverywhere', reason },
    });
    expect(done.statusCode, done.body).toBe(200);
    const mail = await lastMail(t, 'staff-mail-de@example.com');
    expect(mail.subject).toBe('Roland-Support hat Sie überall abgemeldet');
    expect(mail.text).toContain(
      'auf Ihren Wunsch hat der Roland-Support Ihr Konto auf allen Geräten abgemeldet.',
    );
    expect(mail.text).toContain(`Angegebener Grund: ${reason}`);
    expect(mail.text).toContain('Sicherheitseinstellungen öffnen: http');
    expect(mail.html).toContain('>Sicherheitseinstellungen öffnen</a>');
    expect(mail.text).not.toContain('At your request');
  });
});
