import { z } from './zod';

/** Letters and digits of a Backstage Pass code: no 0/O, 1/I/L, so a code read aloud or off a card is unambiguous. */
export const PASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a code (docs/product.md#backstage-pass); shown in groups of four (`ABCD-EFGH-JKMN`). */
export const PASS_CODE_LENGTH = 12;

/** A typed code as stored: upper case, without the spaces and hyphens people type between groups. */
export function normalisePassCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** A code as printed: groups of four joined by hyphens. */
export function formatPassCode(code: string): string {
  return (
    normalisePassCode(code)
      .match(/.{1,4}/g)
      ?.join('-') ?? ''
  );
}

const codePattern = new RegExp(`^[${PASS_CODE_ALPHABET}]{${PASS_CODE_LENGTH}}$`);

/** `backstagePass/codes/{code}`: any spacing or case, checked against the alphabet and length. */
export const passCodeParamsSchema = z.object({
  code: z
    .string()
    .transform(normalisePassCode)
    .pipe(z.string().regex(codePattern, 'Not a valid Backstage Pass code.')),
});

/** What an operator issues codes for: the event or promotion, shown on the code page. */
export const passEventSchema = z.string().trim().min(1, 'The event is required.').max(100);

/** `POST checkIns {event}` (docs/product.md#check-in): the event the user checks in at. */
export const checkInBodySchema = z.strictObject({ event: passEventSchema });
