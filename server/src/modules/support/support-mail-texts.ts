import { textsAlongChain } from '../mail';
import { SUPPORT_MAIL_TEXTS } from './mail-texts';
import type { SupportMailFields } from './support-mail-fields';
import { SUPPORT_MAIL_TEXTS_BY_CULTURE } from './texts/index';

export type { SupportMailFields } from './support-mail-fields';

/** Every culture's support mail texts: en-US and ja-JP from mail-texts.ts, the others from texts/<culture>.ts. */
export const CULTURE_SUPPORT_MAIL_TEXTS: Readonly<Record<string, Partial<SupportMailFields>>> = {
  ...SUPPORT_MAIL_TEXTS,
  ...SUPPORT_MAIL_TEXTS_BY_CULTURE,
};

// The support mails are one kind of mail texts, read along the chain as the account mails are.
const AS_ONE_KIND = Object.fromEntries(
  Object.entries(CULTURE_SUPPORT_MAIL_TEXTS).map(([code, fields]) => [code, { support: fields }]),
);

/**
 * The support mail texts of a culture along its text chain (ADR 083): the first base culture of the chain that
 * has them, with the texts of the variants before it that write its language differently.
 */
export function supportMailTexts(cultureCode: string): SupportMailFields {
  return textsAlongChain<'support', SupportMailFields>(cultureCode, 'support', AS_ONE_KIND);
}
