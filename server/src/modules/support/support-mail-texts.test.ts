import { CULTURE_CODES, OVERRIDE_LOCALES } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { SUPPORT_MAIL_TEXTS } from './mail-texts';
import { CULTURE_SUPPORT_MAIL_TEXTS, supportMailTexts } from './support-mail-texts';

const source: Record<string, string> = SUPPORT_MAIL_TEXTS['en-US'];
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe('support mail texts per culture (ADR 083)', () => {
  it('has every text in every base culture, each with the placeholders of en-US and not English', () => {
    for (const { value: code } of CULTURE_CODES.filter((c) => !OVERRIDE_LOCALES.includes(c.value))) {
      expect(Object.keys(CULTURE_SUPPORT_MAIL_TEXTS[code] ?? {}).sort(), code).toEqual(
        Object.keys(source).sort(),
      );
    }
    for (const [code, texts] of Object.entries(CULTURE_SUPPORT_MAIL_TEXTS)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(source[key], `${code} ${key}`).toBeDefined();
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(source[key]!));
        if (!code.startsWith('en-') && key !== 'signature')
          expect(text, `${code} ${key}`).not.toBe(source[key]);
      }
    }
  });

  it('draws a variant over its base and falls back to en-US for a culture without texts', () => {
    const german = supportMailTexts('de-DE');
    const swiss = supportMailTexts('de-CH');
    expect(swiss.received).toBe(german.received.replace('„', '«').replace('“', '»'));
    expect(swiss.promiseWorking).toBe(german.promiseWorking);
    expect(supportMailTexts('de-AT')).toEqual(german);
    expect(supportMailTexts('es-CR').received).toBe(supportMailTexts('es-MX').received);
    expect(supportMailTexts('es-CR').promiseWorking).toBe(supportMailTexts('es-ES').promiseWorking);
    expect(supportMailTexts('en-AU')).toEqual(source);
    expect(supportMailTexts('xx-XX')).toEqual(source);
  });
});
