import { describe, expect, it } from 'vitest';
import { CULTURE_MAIL_TEXTS } from '../src/modules/mail/culture-mail-texts';
import { MAIL_TEXTS } from '../src/modules/mail/texts';
import { SUPPORT_MAIL_TEXTS } from '../src/modules/support/mail-texts';
import { SUPPORT_MAIL_TEXTS_BY_CULTURE } from '../src/modules/support/texts';

// Mails are composed as text and HTML from these texts (compose.ts escapes them): a translation carries no markup
// and no brace the en-US source lacks, so a `{name}` written `{ name }` or `{{name}}` cannot reach a customer
// unfilled (issue #39, docs/translations.md#checks). The placeholder sets themselves are held in
// culture-mail-texts.test.ts and support-mail-texts.test.ts.
const MARKUP = /<\/?[A-Za-z][^<>]*>|&(?:[A-Za-z]+|#\d+|#x[0-9A-Fa-f]+);/g;
const markup = (text: string) => (text.match(MARKUP) ?? []).sort();
const strayBraces = (text: string) => text.replace(/\{\w+\}/g, '').match(/[{}]/g) ?? [];

type Fields = Readonly<Record<string, string | undefined>>;
function check(label: string, text: string, source: string) {
  expect(markup(text), `${label}: ${text}`).toEqual(markup(source));
  expect(strayBraces(text), `${label}: ${text}`).toEqual(strayBraces(source));
}

describe('mail translations', () => {
  it('account mails: no markup or broken placeholder the source lacks, in any culture', () => {
    for (const [culture, kinds] of Object.entries(CULTURE_MAIL_TEXTS)) {
      for (const [kind, fields] of Object.entries(kinds) as [keyof (typeof MAIL_TEXTS)['en-US'], Fields][]) {
        for (const [field, text] of Object.entries(fields))
          check(
            `${culture} ${kind}.${field}`,
            text ?? '',
            (MAIL_TEXTS['en-US'][kind] as Fields)[field] ?? '',
          );
      }
    }
  });

  it('support mails: no markup or broken placeholder the source lacks, in any culture', () => {
    const source: Fields = SUPPORT_MAIL_TEXTS['en-US'];
    for (const [culture, fields] of Object.entries({
      ...SUPPORT_MAIL_TEXTS,
      ...SUPPORT_MAIL_TEXTS_BY_CULTURE,
    })) {
      for (const [field, text] of Object.entries(fields as Fields))
        check(`${culture} ${field}`, text ?? '', source[field] ?? '');
    }
  });
});
