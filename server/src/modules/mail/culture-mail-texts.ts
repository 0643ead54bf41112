import { OVERRIDE_LOCALES, SOURCE_CULTURE, textChain } from '@backstage/domain';
import type { CultureMailTexts, MailFields } from './culture-mail-types';
import { MAIL_TEXTS, type MailKind } from './texts';
import { MAIL_TEXTS_BY_CULTURE } from './texts/index';

export type { CultureMailTexts, MailFields } from './culture-mail-types';

/** Every culture's mail texts: en-US and ja-JP from texts.ts, the others from texts/<culture>.ts. */
export const CULTURE_MAIL_TEXTS: Readonly<Record<string, CultureMailTexts>> = {
  ...(MAIL_TEXTS as Record<string, CultureMailTexts>),
  ...MAIL_TEXTS_BY_CULTURE,
};

const language = (code: string) => code.split('-')[0];

/**
 * A mail kind's texts for a culture along its text chain (ADR 083): the first base culture of the chain that
 * has the kind, with the fields of the variants before it that write its language differently. A kind a
 * culture lacks (one added since it was translated) comes from the next culture down the chain, finally en-US.
 * Any mail's texts shaped as culture → kind → fields can be read this way (the staff console's mails are).
 */
export function textsAlongChain<Kind extends string, Fields extends Record<string, string>>(
  cultureCode: string,
  kind: Kind,
  texts: Readonly<Record<string, Partial<Record<Kind, Partial<Fields>>>>>,
): Fields {
  const chain = textChain(cultureCode);
  const base =
    chain.find((code) => !OVERRIDE_LOCALES.includes(code) && texts[code]?.[kind]) ?? SOURCE_CULTURE;
  const variants = chain.slice(0, chain.indexOf(base)).filter((code) => language(code) === language(base));
  const fields = variants.reverse().map((code) => texts[code]?.[kind]);
  return Object.assign({}, texts[base]![kind], ...fields) as Fields;
}

/** A mail kind's texts for a culture along its text chain (`textsAlongChain`). */
export function mailTexts(
  cultureCode: string,
  kind: MailKind,
  texts: Readonly<Record<string, CultureMailTexts>> = CULTURE_MAIL_TEXTS,
): MailFields {
  return textsAlongChain<MailKind, MailFields>(cultureCode, kind, texts);
}
