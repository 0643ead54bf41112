import { z } from 'zod';

export const jsonQuery = z.object({
  key: z.string().trim().min(1, 'key is required').max(200),
  /** Any spelling the culture rule of docs/product.md#culture-normalisation accepts; missing means the default culture. */
  culture_code: z.string().max(20).optional(),
});

export const jsonStaticQuery = jsonQuery.pick({ key: true });

export {
  contentDocumentResponseSchema,
  contentDocumentsResponseSchema,
} from '@backstage/domain';
