import { OVERRIDE_LOCALES, SOURCE_CULTURE, textChain } from '@backstage/domain';
import { SUPPORT_MAIL_TEXTS } from './mail-texts';
import type { SupportMailFields } from './support-mail-fields';
import { SUPPORT_MAIL_TEXTS_BY_CULTURE } from './texts/index';

export type { SupportMailFields } from './support-mail-fields';

/** Every culture's support mail texts: en-US and ja-JP from mail-texts.ts, the others from texts/<culture>.ts. */
export const CULTURE_SUPPORT_MAIL_TEXTS: Readonly<Record<string, Partial<SupportMailFields>>> = {
  ...SUPPORT_MAIL_TEXTS,
  ...SUPPORT_MAIL_TEXTS_BY_CULTURE,
};

const language = (code: string) => code.split('-')[0];

/**
 * The support mail texts of a culture along its text chain (ADR 083): the first base culture of the chain that
 * has them, with the texts of the variants before it that write its language differently.
 */
export function supportMailTexts(cultureCode: string): SupportMailFields {
  const chain = textChain(cultureCode);
  const base =
    chain.find((code) => !OVERRIDE_LOCALES.includes(code) && CULTURE_SUPPORT_MAIL_TEXTS[code]) ??
    SOURCE_CULTURE;
  const variants = chain.slice(0, chain.indexOf(base)).filter((code) => language(code) === language(base));
  const texts = variants.reverse().map((code) => CULTURE_SUPPORT_MAIL_TEXTS[code]);
  return Object.assign(
    {},
    CULTURE_SUPPORT_MAIL_TEXTS[SOURCE_CULTURE],
    CULTURE_SUPPORT_MAIL_TEXTS[base],
    ...texts,
  );
}
