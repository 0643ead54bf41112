import type { SUPPORT_MAIL_TEXTS } from './mail-texts';

/**
 * The parts of the support mails, each with its `{…}` placeholders: apart from their lookup
 * (support-mail-texts.ts) so the culture files (texts/<culture>.ts) and the lookup do not import each other.
 */
export type SupportMailFields = Record<keyof (typeof SUPPORT_MAIL_TEXTS)['en-US'], string>;
