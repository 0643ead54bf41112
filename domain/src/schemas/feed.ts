import { BRANDS } from '../brands';
import { FEED_CURSOR_PATTERN, FEED_TABS, GRAPH_FIELDS, GRAPH_ID_PATTERN } from '../feed';
import { z } from './zod';

/** `GET feed?tab=&cursor=&brand=&culture_code=` (docs/product.md#feed-calls). */
export const feedQuerySchema = z.object({
  tab: z.enum(FEED_TABS).default('all'),
  cursor: z.string().regex(FEED_CURSOR_PATTERN).optional(),
  brand: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(BRANDS, { error: 'Unknown brand.' }))
    .optional(),
  culture_code: z.string().max(20).optional(),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

export const graphParamsSchema = z.object({
  id: z.string().regex(GRAPH_ID_PATTERN, 'Invalid parameters.'),
});
export const graphQuerySchema = z.object({
  fields: z
    .string()
    .min(1)
    .max(300)
    .transform((list) => [...new Set(list.split(',').map((field) => field.trim()))])
    .pipe(z.array(z.enum(GRAPH_FIELDS, { error: 'Not an allowed field.' })).min(1)),
});
