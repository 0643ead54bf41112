import { pagingQuerySchema } from '@backstage/domain';
import { z } from 'zod';
import { queryArray } from '../../lib/query-array';

/** Query of `GET {item}`: docs/product.md#master-calls `perPage=-1[&updateDate][&cultureCodeIds[]]`, plus `page` for paging. */
export const listQuerySchema = pagingQuerySchema.extend({
  updateDate: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    .optional()
    .describe('ISO date-time: only items changed after it, deleted ones flagged isDeleted'),
  'cultureCodeIds[]': queryArray(z.array(z.coerce.number().int().min(1).max(1_000_000)).max(100)).optional(),
});

export const cacheFileQuery = z.object({
  expires: z.coerce.number().int().min(0).max(1e11),
  signature: z.string().min(1).max(200),
});

export const searchQuerySchema = z.object({
  modelCode: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .refine((text) => !/\p{Cc}/u.test(text), 'Invalid model code'),
});
