import type { z } from 'zod';
import { MESSAGES } from './messages';

interface NamedInCulture {
  cultureCode?: string;
  phoneticFirstName?: string;
  phoneticLastName?: string;
}

/** Spec §5: a ja-JP account needs its phonetic names (for sign-up and for the profile alike). */
export function requirePhoneticNamesForJapanese(value: NamedInCulture, ctx: z.RefinementCtx): void {
  if (value.cultureCode !== 'ja-JP') return;
  if (!value.phoneticFirstName)
    ctx.addIssue({
      code: 'custom',
      path: ['phoneticFirstName'],
      message: MESSAGES.phoneticFirstNameRequired,
    });
  if (!value.phoneticLastName)
    ctx.addIssue({
      code: 'custom',
      path: ['phoneticLastName'],
      message: MESSAGES.phoneticLastNameRequired,
    });
}
