import { CULTURE_CODES, OVERRIDE_LOCALES, TEXT_BASE } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { composeMail, mailDate } from './compose';
import { CULTURE_MAIL_TEXTS, mailTexts } from './culture-mail-texts';
import { MAIL_TEXTS, type MailKind } from './texts';

const source = MAIL_TEXTS['en-US'];
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
/** The kinds every base culture was translated with (issue 39); kinds added since fall back along the chain. */
const TRANSLATED_KINDS: MailKind[] = [
  'activation',
  'passwordReset',
  'emailChange',
  'emailChangeNotice',
  'newDevice',
  'passkeyAdded',
  'twoStepOff',
  'twoStepOn',
  'passkeyRemoved',
  'recoveryCodesRenewed',
  'accountDeleted',
  'gearTransfer',
  'gearTransferAccepted',
  'warrantyReminder',
  'ownershipDisputed',
];
const baseCultures = CULTURE_CODES.map((c) => c.value).filter((code) => !OVERRIDE_LOCALES.includes(code));

describe('mail texts per culture (ADR 083)', () => {
  it('has every translated kind in every base culture, with every field of en-US and its placeholders', () => {
    for (const code of baseCultures) {
      for (const kind of TRANSLATED_KINDS) {
        const texts = CULTURE_MAIL_TEXTS[code]?.[kind];
        expect(texts, `${code} ${kind}`).toBeDefined();
        expect(Object.keys(texts!).sort(), `${code} ${kind}`).toEqual(Object.keys(source[kind]).sort());
      }
    }
  });

  it('keeps the placeholders of en-US in every field of every culture, variants holding only known fields', () => {
    for (const [code, kinds] of Object.entries(CULTURE_MAIL_TEXTS)) {
      expect(
        CULTURE_CODES.some((c) => c.value === code),
        code,
      ).toBe(true);
      for (const [kind, fields] of Object.entries(kinds)) {
        const english: Record<string, string> | undefined = source[kind as MailKind];
        expect(english, `${code} ${kind}`).toBeDefined();
        for (const [field, text] of Object.entries(fields)) {
          expect(english![field], `${code} ${kind}.${field}`).toBeDefined();
          expect(placeholders(text), `${code} ${kind}.${field}`).toEqual(placeholders(english![field]!));
          // An empty field (no code in this mail) stays empty; a written one is translated, not English.
          expect(text === '', `${code} ${kind}.${field}`).toBe(english![field] === '');
          if (!code.startsWith('en-') && text)
            expect(text, `${code} ${kind}.${field}`).not.toBe(english![field]);
        }
      }
    }
  });

  it('holds in a variant only what differs from its base', () => {
    for (const code of OVERRIDE_LOCALES) {
      for (const [kind, fields] of Object.entries(CULTURE_MAIL_TEXTS[code] ?? {})) {
        const base = mailTexts(TEXT_BASE[code]!, kind as MailKind);
        for (const [field, text] of Object.entries(fields)) {
          expect(text, `${code} ${kind}.${field}`).not.toBe(base[field as keyof typeof base]);
        }
      }
    }
  });

  it('draws a variant over its base: de-CH writes ss for ß, es-CR reads es-MX over es-ES', () => {
    const german = mailTexts('de-DE', 'newDevice');
    const swiss = mailTexts('de-CH', 'newDevice');
    expect(german.ignore).toContain('ß');
    expect(swiss.ignore).toBe(german.ignore.replaceAll('ß', 'ss'));
    expect(swiss.subject).toBe(german.subject);
    expect(mailTexts('de-AT', 'activation')).toEqual(mailTexts('de-DE', 'activation'));
    expect(mailTexts('es-CR', 'activation')).toEqual(mailTexts('es-MX', 'activation'));
    expect(mailTexts('es-MX', 'activation')).not.toEqual(mailTexts('es-ES', 'activation'));
    expect(mailTexts('fr-CA', 'emailChange').subject).toContain('courriel');
    expect(mailTexts('en-JM', 'activation')).toEqual(source.activation);
  });

  it('falls back per kind: a kind a culture lacks comes from the next culture of its chain, finally en-US', () => {
    const texts = {
      ...CULTURE_MAIL_TEXTS,
      'en-GB': { activation: { greeting: 'Dear {name},' } },
      'de-DE': { activation: CULTURE_MAIL_TEXTS['de-DE']!.activation },
    };
    expect(mailTexts('en-AU', 'activation', texts)).toEqual({
      ...source.activation,
      greeting: 'Dear {name},',
    });
    expect(mailTexts('de-CH', 'activation', texts).subject).toBe(
      CULTURE_MAIL_TEXTS['de-DE']!.activation!.subject,
    );
    // de-CH's own fields of a kind de-DE lacks are not mixed into the English text.
    expect(mailTexts('de-CH', 'passwordReset', texts)).toEqual(source.passwordReset);
    expect(mailTexts('ko-KR', 'activation', { ...texts, 'ko-KR': {} })).toEqual(source.activation);
    expect(mailTexts('xx-XX', 'activation')).toEqual(source.activation);
  });

  it('composes the security notices in German, Polish and Korean, each with its device, time and passkey filled', () => {
    const kinds: MailKind[] = ['twoStepOn', 'passkeyRemoved', 'recoveryCodesRenewed', 'accountDeleted'];
    for (const cultureCode of ['de-DE', 'pl-PL', 'ko-KR']) {
      for (const kind of kinds) {
        const mail = composeMail({
          kind,
          to: 'a@example.com',
          cultureCode,
          brand: 'ROLAND',
          name: 'Ana',
          link: 'https://example.com/this-was-not-me',
          device: 'Firefox on Linux',
          time: '1 Dec 2026, 10:00',
          passkey: 'Work laptop',
        });
        const texts = mailTexts(cultureCode, kind);
        expect(mail.subject, `${cultureCode} ${kind}`).toBe(texts.subject.replace('{brand}', 'Roland'));
        expect(mail.subject, `${cultureCode} ${kind}`).not.toBe(
          source[kind].subject.replace('{brand}', 'Roland'),
        );
        expect(mail.text, `${cultureCode} ${kind}`).toContain('1 Dec 2026, 10:00');
        expect(mail.text, `${cultureCode} ${kind}`).toContain(texts.action);
        if (kind === 'passkeyRemoved') expect(mail.text).toContain('Work laptop');
        if (kind !== 'accountDeleted') expect(mail.text).toContain('Firefox on Linux');
      }
    }
    expect(mailTexts('de-CH', 'passkeyRemoved').body).toContain('«{passkey}»');
    expect(mailTexts('es-CR', 'twoStepOn').action).toMatch(/^No fui yo/);
    expect(mailTexts('fr-CA', 'twoStepOn').ignore).toContain('courriel');
  });

  it('writes the day of a Serbian mail in Serbian rather than failing on its culture code', () => {
    expect(mailDate('2026-12-01', 'Lt-sr-SP')).toBe('1. decembar 2026.');
    const mail = composeMail({
      kind: 'warrantyReminder',
      to: 'a@example.com',
      cultureCode: 'Lt-sr-SP',
      brand: 'ROLAND',
      name: 'Ana',
      link: 'https://example.com/mygear',
      product: 'FP-30X',
      serial: 'Z123',
      date: mailDate('2026-12-01', 'Lt-sr-SP'),
    });
    expect(mail.subject).toContain('FP-30X');
    expect(mail.subject).toContain('1. decembar 2026.');
    expect(mail.text).not.toContain('The warranty');
  });
});
