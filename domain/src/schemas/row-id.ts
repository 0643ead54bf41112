import { z } from './zod';

/** The largest id a row can have (PostgreSQL `integer`): anything above can name no row. */
export const ROW_ID_MAX = 2_147_483_647;

/** The id of a stored row, in a JSON body. */
export const rowIdSchema = z.number().int().positive().max(ROW_ID_MAX);

/** The id of a stored row, in a path or query (text, coerced). */
export const rowIdParamSchema = z.coerce.number().int().positive().max(ROW_ID_MAX);

/** paging of lists (docs/product.md#api-bases): `perPage` -1 (the default) is the whole list; `page` counts from 1. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .min(-1)
    .max(1000)
    .refine((n) => n !== 0, 'perPage must be -1 or 1–1000')
    .default(-1),
});
