import { z } from '../schemas/zod';
import { accountResponseSchema } from './account';
import { masterValueSchema } from './common';

/** A phone of the profile (`users/{id}/phones`). */
export const phoneResponseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: masterValueSchema,
});
export type PhoneResponse = z.infer<typeof phoneResponseSchema>;

/** An interest of the profile (`users/{id}/interests`); `id` is the link's, for removing it. */
export const interestResponseSchema = z.object({ id: z.number().int(), interest: masterValueSchema });
export type InterestResponse = z.infer<typeof interestResponseSchema>;

export const phoneListResponseSchema = z.object({ data: z.array(phoneResponseSchema) });
export const interestListResponseSchema = z.object({ data: z.array(interestResponseSchema) });

/**
 * User (docs/product.md#user) as `GET me`, `PUT users/{id}` and `admin/users/{id}` answer it: the account with its profile.
 * Nulls are dropped except `birthday`; `managingCultureCodes` only for the maker's own staff. Sending this
 * object back to `PUT users/{id}` with the id token changes nothing and succeeds.
 */
export const userResponseSchema = accountResponseSchema.extend({
  cultureCode: masterValueSchema.partial({ id: true }),
  gender: masterValueSchema.optional(),
  birthday: z.string().nullable().describe('YYYY-MM-DD; null when not given'),
  address: z
    .object({
      postalCode: z.string().optional(),
      stateProvince: z.string().optional(),
      city: z.string().optional(),
      addressLine1: z.string().optional(),
      addressLine2: z.string().optional(),
      addressLine3: z.string().optional(),
    })
    .optional(),
  managingCultureCodes: z.array(z.string()).optional().describe('Maker-domain staff only'),
  shopifyId: z.string().optional().describe('The user’s id at the store (externalUserId/services/shopify)'),
  phones: z.array(phoneResponseSchema),
  interests: z.array(interestResponseSchema),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** `GET users/{id}/managingCultureCodes` (maker-domain staff only). */
export const managingCultureCodesResponseSchema = z.object({ managingCultureCodes: z.array(z.string()) });
