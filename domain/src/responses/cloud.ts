import { CLOUD_BILLING_PERIODS, CLOUD_PLAN_TIERS } from '../cloud-billing';
import { PRODUCT_TYPES, RULE_TYPES } from '../enums';
import { z } from '../schemas/zod';

const money = { priceCents: z.number().int(), currency: z.literal('USD') };

/** An offer of the catalogue (docs/product.md#cloud-plans): a plan and period, a lifetime key, or the trial. */
export const cloudOfferSchema = z.object({
  offerId: z.string(),
  kind: z.enum(['membership', 'lifetime', 'trial']),
  productCode: z.string(),
  name: z.string(),
  tier: z.enum(CLOUD_PLAN_TIERS).optional(),
  period: z.enum(CLOUD_BILLING_PERIODS).optional(),
  periodMonths: z.number().int().nullable().describe('Months a charge pays for; null: never renews'),
  savingPercent: z.number().int().optional().describe('Annual plans: saving against 12 monthly payments'),
  ...money,
});
export type CloudOffer = z.infer<typeof cloudOfferSchema>;

export const cloudProductSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  description: z.string(),
  grants: z.string().optional().describe('Hardware products: the product their serial activation registers'),
});
export type CloudProduct = z.infer<typeof cloudProductSchema>;

/** `GET api/account-details/all-products`: the catalogue's four lists. */
export const allProductsResponseSchema = z.object({
  offers: z.array(cloudOfferSchema),
  membershipProducts: z.array(cloudProductSchema),
  lifetimeKeys: z.array(cloudProductSchema),
  hardwareProducts: z.array(cloudProductSchema),
});
export type AllProductsResponse = z.infer<typeof allProductsResponseSchema>;

/** What a member owns: from a key, a hardware activation, a loyalty pick or a plan. */
export const userProductSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  type: z.number().int().describe('User product type: Rule 0, Key 1, Other 2'),
  ruleType: z.enum(RULE_TYPES).nullable(),
  serialCode: z.string().nullable(),
  key: z.string().nullable(),
  createDate: z.string(),
});
export const userProductsResponseSchema = z.object({ data: z.array(userProductSchema) });
export type UserProductResponse = z.infer<typeof userProductSchema>;

/** A subscription as the account detail lists it (docs/product.md#subscriptions). */
export const subscriptionResponseSchema = z.object({
  subscriptionId: z.string(),
  offerId: z.string().nullable(),
  name: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  source: z.number().int(),
  createDate: z.string(),
  nextChargeDate: z.string().nullable(),
  endDate: z.string().nullable().describe('Access until; null: never ends (lifetime)'),
  hasAccess: z.boolean(),
  priceCents: z.number().int(),
  currency: z.string(),
  cardLast4: z.string().nullable(),
  refundableUntil: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  cancellationComment: z.string().nullable(),
  local: z
    .object({
      amountMinor: z.number().int().describe('Minor units of the currency (cents; yen for JPY)'),
      currency: z.string(),
      rate: z.number().describe('Units of the currency for one US dollar'),
      rateDate: z.string().describe('YYYY-MM-DD: the day of the rate used'),
    })
    .nullable()
    .optional()
    .describe('The price in the currency renewals are charged in, at today’s rate; null: charged in USD'),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
export const userSubscriptionsResponseSchema = z.object({ data: z.array(subscriptionResponseSchema) });

/** A line of billing history. */
export const paymentResponseSchema = z.object({
  paymentId: z.string(),
  subscriptionId: z.string().nullable(),
  kind: z.enum(['order', 'renewal', 'refund']),
  status: z.enum(['paid', 'declined', 'refunded']),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  cardLast4: z.string().nullable(),
  key: z.string().nullable().describe('A lifetime order: the key it issued'),
  date: z.string(),
  local: z
    .object({
      amountMinor: z.number().int().describe('Minor units of the currency (cents; yen for JPY)'),
      currency: z.string(),
      rate: z.number().describe('Units of the currency for one US dollar'),
      rateDate: z.string().describe('YYYY-MM-DD: the day of the rate used'),
    })
    .nullable()
    .describe('What the card was charged in the member’s currency; null: charged in USD (amountCents)'),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
export const paymentHistoryResponseSchema = z.object({ data: z.array(paymentResponseSchema) });

/** `get-user-rule-status`: what the member may do now. */
export const ruleStatusSchema = z.object({
  freeTrialAvailable: z.boolean(),
  hasMembership: z.boolean(),
  accessUntil: z.string().nullable(),
});
export type RuleStatus = z.infer<typeof ruleStatusSchema>;

/** `GET api/Processors/payment-information/{id}/url` and a purchase: where the processor's page is. */
export const checkoutUrlResponseSchema = z.object({ url: z.string() });

export const loyaltySchema = z.object({
  program: z.literal('Play2-4Life'),
  status: z.enum(['not a member', 'earning', 'pick available', 'final']),
  membershipEnded: z
    .boolean()
    .describe(
      'The paid membership has ended: picks made are final, an unused earned pick is the last choice',
    ),
  paidMonths: z.number().int(),
  monthsRemaining: z.number().int().describe('Months of membership until the next pick'),
  picksEarned: z.number().int(),
  picks: z.array(z.string()),
  rewards: z.array(cloudProductSchema),
});
export type LoyaltyResponse = z.infer<typeof loyaltySchema>;

/** `POST api/service`: the gateway's success code with what the action produced. */
export const cloudServiceResponseSchema = z.object({
  code: z.literal('RCM-STATUS-DONE'),
  action: z.string(),
  ruleStatus: ruleStatusSchema.optional(),
  user: z
    .object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      cultureCode: z.string(),
    })
    .optional()
    .describe('put-user: the member as the gateway knows it, read from the portal account'),
  checkoutUrl: z.string().optional(),
  subscription: subscriptionResponseSchema.optional(),
  loyalty: loyaltySchema.optional(),
  images: z.array(z.object({ productCode: z.string(), url: z.string() })).optional(),
});
export type CloudServiceResponse = z.infer<typeof cloudServiceResponseSchema>;

/** `POST api/notifications/key/{key}/register`: the product the key or serial granted. */
export const keyRegisteredResponseSchema = z.object({
  code: z.literal('RCM-STATUS-DONE'),
  product: userProductSchema,
});
export type KeyRegisteredResponse = z.infer<typeof keyRegisteredResponseSchema>;
