import { APP_CLIENT_VALUE } from '../app-client';
import { CANCEL_DETAILS_MAX_LENGTH } from '../cancel-reasons';
import { CANCEL_REASONS, CANCEL_REASONS_SHORT } from '../enums';
import { MESSAGE_CODES } from './messages';
import { z } from './zod';

const code = z.string().trim().min(1).max(64);

/** `POST /cloud/api/service`: one action per call (docs/product.md#cloud-calls). */
export const cloudServiceRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('get-user-rule-status') }),
  // docs/product.md#cloud-calls: the gateway's member is the portal account, whose details the profile changes;
  // put-user takes none, so a body carrying any is refused rather than silently ignored.
  z.strictObject({ action: z.literal('put-user') }),
  // `client: 'app'`: started in the app client's view, whose checkout comes back to it (ADR 043).
  z.object({
    action: z.literal('post-subscription'),
    offerId: code,
    client: z.literal(APP_CLIENT_VALUE).optional(),
  }),
  z.object({ action: z.literal('no-renew-subscription'), subscriptionId: z.uuid() }),
  z.object({ action: z.literal('put-user-product'), productCode: code }),
  z.object({ action: z.literal('delete-user-product'), productCode: code }),
  z.object({ action: z.literal('put-anonymize') }),
  z.object({ action: z.literal('get-products-images'), productCodes: z.array(code).max(100).optional() }),
]);
export type CloudServiceRequest = z.infer<typeof cloudServiceRequestSchema>;
export type CloudServiceAction = CloudServiceRequest['action'];

/** docs/product.md#cancel-subscription: "other" needs details, in the call and in the dialog alike. */
const otherNeedsComment = (v: { reason?: string; comment?: string }) => v.reason !== 'other' || !!v.comment;
const OTHER_NEEDS_COMMENT = { path: ['comment'], message: MESSAGE_CODES.cancelDetailsRequired };

/**
 * docs/product.md#cancel-subscription: the cancel call carries one of the short set (instruments, quality,
 * financial, disuse) with the reason in words as the comment (`cancelCallReason`), or no reason and the
 * comment for "other"; clients that send one of the seven reasons themselves are still understood, free text
 * required with "other". `refund` asks for the first order's money back (docs/product.md#refunds).
 */
export const cancelSubscriptionSchema = z
  .object({
    reason: z
      .enum([...CANCEL_REASONS_SHORT, ...CANCEL_REASONS], {
        error: MESSAGE_CODES.cancelReasonRequired,
      })
      .optional(),
    comment: z.string().trim().max(1000).optional(),
    refund: z.boolean().optional(),
  })
  .refine((v) => v.reason !== undefined || !!v.comment, {
    path: ['reason'],
    message: MESSAGE_CODES.cancelReasonRequired,
  })
  .refine(otherNeedsComment, OTHER_NEEDS_COMMENT);
export type CancelSubscriptionInput = z.infer<typeof cancelSubscriptionSchema>;

/**
 * The cancel dialog (docs/product.md#cancel-subscription): one of the seven reasons, the details (required with
 * "other", the call's rule), the refund; the dialog sends them through `cancelCallReason`.
 */
export const cancelDialogSchema = z
  .object({
    reason: z.enum(CANCEL_REASONS, { error: MESSAGE_CODES.cancelReasonRequired }),
    comment: z.string().trim().max(CANCEL_DETAILS_MAX_LENGTH),
    refund: z.boolean(),
  })
  .refine(otherNeedsComment, OTHER_NEEDS_COMMENT);
export type CancelDialogInput = z.infer<typeof cancelDialogSchema>;
