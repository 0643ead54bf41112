import { emailSchema } from './schemas/account';
import { MESSAGE_CODES } from './schemas/messages';
import { z } from './schemas/zod';

/** Days a transfer waits for its recipient before it lapses (docs/product.md#gear-transfer). */
export const GEAR_TRANSFER_VALID_DAYS = 14;

/**
 * Transfers (so mails to other addresses) one account may start a day, and one client address over every
 * account (docs/product.md#gear-transfer, docs/decisions/074-*): a handful is what an owner selling gear needs.
 */
export const GEAR_TRANSFERS_PER_ACCOUNT_PER_DAY = 5;
export const GEAR_TRANSFERS_PER_CLIENT_PER_DAY = 10;

/** Wrong codes one transfer survives before it is refused for good, as for the codes in mail. */
export const GEAR_TRANSFER_CODE_ATTEMPTS = 5;

/** `POST registeredProducts/{id}/transfer`: the next owner's e-mail address. */
export const gearTransferPayloadSchema = z.object({ email: emailSchema });
export type GearTransferPayload = z.infer<typeof gearTransferPayloadSchema>;

/** `POST gearTransfers/{id}/accept`: the code the recipient was mailed (a wrong one is a wrong code, as in activation). */
export const gearTransferAcceptSchema = z.object({
  code: z.string({ error: MESSAGE_CODES.codeRequired }).trim().min(1, MESSAGE_CODES.codeRequired).max(100),
});
export type GearTransferAccept = z.infer<typeof gearTransferAcceptSchema>;

/** The events of a unit's history; shown with their dates only (docs/product.md#gear-transfer). */
export const UNIT_HISTORY_EVENTS = ['registered', 'handedOn', 'accepted'] as const;
export type UnitHistoryEvent = (typeof UNIT_HISTORY_EVENTS)[number];
