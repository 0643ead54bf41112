import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, OVERRIDE_LOCALES } from '@backstage/domain';
import { describe, expect, it } from 'vitest';

const catalogue = (culture: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, 'locales', culture, 'validation.json'), 'utf8'));

describe('validation messages in every complete locale', () => {
  it('en-US words each domain message code with the domain’s own en-US text', () => {
    expect(catalogue('en-US')).toEqual(MESSAGES);
  });

  const complete = readdirSync(join(__dirname, 'locales')).filter(
    (culture) => !OVERRIDE_LOCALES.includes(culture),
  );
  it.each(complete)('%s has a text for every domain message code', (culture) => {
    const texts = catalogue(culture);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const [code, text] of Object.entries(texts)) expect(text.trim(), code).not.toBe('');
  });

  it('ja-JP words every message in Japanese, not in English', () => {
    for (const [code, text] of Object.entries(catalogue('ja-JP')))
      expect(text, code).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
