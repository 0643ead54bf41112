import type { SupportMailFields } from '../support-mail-texts';

/** The support mail texts of every culture beyond en-US and ja-JP (those two are in ../mail-texts.ts). */
export const SUPPORT_MAIL_TEXTS_BY_CULTURE: Readonly<Record<string, Partial<SupportMailFields>>> = {};
