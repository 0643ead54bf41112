import { UNIT_HISTORY_EVENTS } from '../gear-transfer';
import { z } from '../schemas/zod';
import { warrantyResponseSchema } from './my-gear';

export const GEAR_TRANSFER_STATUSES = ['pending', 'accepted', 'cancelled', 'declined', 'expired'] as const;
export type GearTransferStatus = (typeof GEAR_TRANSFER_STATUSES)[number];

/**
 * A transfer of a registered product as either side sees it (docs/product.md#gear-transfer): the sender sees
 * the address it went to, the recipient only the sender's first name; never anyone's other personal data.
 */
export const gearTransferResponseSchema = z.object({
  id: z.string(),
  direction: z.enum(['outgoing', 'incoming']).describe('outgoing: the caller hands it on'),
  status: z.enum(GEAR_TRANSFER_STATUSES),
  registeredProductId: z.number().int().optional().describe('The sender’s registration (outgoing only)'),
  recipientEmail: z.string().optional().describe('outgoing only'),
  fromFirstName: z.string().optional().describe('The sender’s first name (incoming only)'),
  product: z.object({
    name: z.string(),
    slug: z.string(),
    modelCode: z.string(),
    brand: z.object({ value: z.string() }),
  }),
  serialCode: z.string().optional(),
  purchaseDate: z.string().optional(),
  warranty: warrantyResponseSchema,
  createDate: z.string(),
  expiresOn: z.string().describe('The last day it may be accepted, YYYY-MM-DD'),
});
export type GearTransferResponse = z.infer<typeof gearTransferResponseSchema>;
export const gearTransferListResponseSchema = z.object({ data: z.array(gearTransferResponseSchema) });
export type GearTransferListResponse = z.infer<typeof gearTransferListResponseSchema>;

/** A unit's history for its current owner: what happened and when, nobody's name (docs/product.md#gear-transfer). */
export const unitHistoryResponseSchema = z.object({
  data: z.array(z.object({ event: z.enum(UNIT_HISTORY_EVENTS), date: z.string().describe('YYYY-MM-DD') })),
});
export type UnitHistoryResponse = z.infer<typeof unitHistoryResponseSchema>;
