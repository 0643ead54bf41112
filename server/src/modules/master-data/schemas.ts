import { z } from 'zod';

const toArray = (value: unknown) => (value === undefined ? undefined : [value].flat());

/** Query of `GET {item}`: spec §7 `perPage=-1[&updateDate][&cultureCodeIds[]]`, plus `page` for paging. */
export const listQuerySchema = z.object({
  perPage: z.coerce
    .number()
    .int()
    .min(-1)
    .max(1000)
    .refine((n) => n !== 0, 'perPage must be -1 or 1–1000')
    .default(-1),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  updateDate: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    .optional()
    .describe('ISO date-time: only items changed after it, deleted ones flagged isDeleted'),
  'cultureCodeIds[]': z
    .preprocess(toArray, z.array(z.coerce.number().int().min(1).max(1_000_000)).max(100))
    .optional(),
});

export const listResponseSchema = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  serverTime: z.string(),
});

export const signedUrlSchema = z.object({ signedUrl: z.string() });

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
