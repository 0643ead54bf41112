import type { z } from 'zod';
import { MESSAGE_CODES } from './messages';

interface NamedInCulture {
  cultureCode?: string;
  phoneticFirstName?: string;
  phoneticLastName?: string;
}

/** docs/product.md#sign-up: a ja-JP account needs its phonetic names (for sign-up and for the profile alike). */
export function requirePhoneticNamesForJapanese(value: NamedInCulture, ctx: z.RefinementCtx): void {
  if (value.cultureCode !== 'ja-JP') return;
  if (!value.phoneticFirstName)
    ctx.addIssue({
      code: 'custom',
      path: ['phoneticFirstName'],
      message: MESSAGE_CODES.phoneticFirstNameRequired,
    });
  if (!value.phoneticLastName)
    ctx.addIssue({
      code: 'custom',
      path: ['phoneticLastName'],
      message: MESSAGE_CODES.phoneticLastNameRequired,
    });
}
