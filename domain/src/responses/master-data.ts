import { z } from '../schemas/zod';

/**
 * A row of a master list (`GET {item}`): its columns differ per list (genders `{ id, value }`, stores
 * `{ id, name, countryCode, … }`); incremental reads add `isDeleted` and `updateDate`.
 */
export const masterRowSchema = z.record(z.string(), z.unknown());

/** `GET {item}`: a page of a master list and the server time to pass back as `updateDate`. */
export const masterListResponseSchema = z.object({
  data: z.array(masterRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  serverTime: z.string(),
});
export type MasterListResponse = z.infer<typeof masterListResponseSchema>;

/** `GET {item}/cache` and the signed cache files: the whole list, sent with an ETag. */
export const masterCacheResponseSchema = z.object({
  data: z.array(masterRowSchema),
  total: z.number().int(),
});
export type MasterCacheResponse = z.infer<typeof masterCacheResponseSchema>;

/** `GET searchProducts/cache`, `stores/caches`: a signed link to the cached list. */
export const signedUrlResponseSchema = z.object({ signedUrl: z.string() });

/** A catalogue product as lists and search answer it. */
export const catalogueProductSchema = z.looseObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.object({ value: z.string() }),
  modelCode: z.string(),
  categoryId: z.number().int().nullable().optional(),
});

export type CatalogueProductResponse = z.infer<typeof catalogueProductSchema>;

/** `GET searchProducts?modelCode=`: products whose model code, else name, starts with the text. */
export const productSearchResponseSchema = z.object({ data: z.array(catalogueProductSchema) });
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;
