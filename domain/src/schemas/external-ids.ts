import { SERVICE_IDS } from '../enums';
import { z } from './zod';

/** The outside services a user's id is kept for (docs/product.md#external-service-ids): the store. */
export const EXTERNAL_SERVICES = [SERVICE_IDS.shopify] as const;
export type ExternalService = (typeof EXTERNAL_SERVICES)[number];

export const externalServiceParamsSchema = z.object({
  serviceId: z.enum(EXTERNAL_SERVICES, { error: 'Unknown service.' }),
});

/** A store customer id: digits, or its global id `gid://shopify/Customer/…`. */
export const externalUserIdPayloadSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'The id is required.')
    .max(100)
    .regex(/^[A-Za-z0-9_:/.-]+$/, 'Not a valid id.'),
});
export type ExternalUserIdPayload = z.infer<typeof externalUserIdPayloadSchema>;
