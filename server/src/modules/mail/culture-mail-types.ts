import type { MAIL_TEXTS, MailKind } from './texts';

// The shapes of a culture's mail texts, apart from their lookup so the culture files (texts/<culture>.ts) and the
// lookup that gathers them (culture-mail-texts.ts) do not import each other.

/** The parts of one mail kind, each with its `{…}` placeholders. */
export type MailFields = Record<keyof (typeof MAIL_TEXTS)['en-US']['activation'], string>;

/** A culture's mail texts: a base culture's kinds hold every field, a variant's only the fields that differ. */
export type CultureMailTexts = Partial<Record<MailKind, Partial<MailFields>>>;
