import { TEMPORARY_DATA_MAX_BYTES, userParamsSchema } from '@backstage/domain';
import { z } from 'zod';

export {
  signedOutTemporaryDataSchema,
  temporaryDataBodySchema,
  temporaryDataPurposeSchema,
} from '@backstage/domain';

import { temporaryDataPurposeSchema } from '@backstage/domain';

export const temporaryDataParams = userParamsSchema.extend({ purpose: temporaryDataPurposeSchema });

/** Room for the largest body plus the e-mail and purpose around it; larger requests are refused unread. */
export const BODY_LIMIT = 2 * TEMPORARY_DATA_MAX_BYTES;

export { temporaryDataResponseSchema } from '@backstage/domain';
export const stored = z.object({ status: z.literal('stored') });
export { deletedResponseSchema } from '@backstage/domain';
