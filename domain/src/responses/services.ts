import { BRANDS } from '../brands';
import { curationSchema, localizationSchema, productInfoSchema } from '../schemas/product-info';
import { z } from '../schemas/zod';

/** `GET /api/services/geoip`: the caller's country; both texts empty when unknown. */
export const geoResponseSchema = z.object({
  country: z.object({ iso_code: z.string(), names: z.object({ en: z.string() }) }),
});
export type GeoResponse = z.infer<typeof geoResponseSchema>;

/** `GET /api/services/url/privacy_policy/`. */
export const privacyPolicyResponseSchema = z.object({ url: z.string() });
export type PrivacyPolicyResponse = z.infer<typeof privacyPolicyResponseSchema>;

/** `GET /api/services/eula/ota/`: the software update licence agreement. */
export const eulaResponseSchema = z.object({
  cultureCode: z.string().describe('Culture of the text served (en-US for cultures without their own)'),
  country: z.string().describe('Country whose governing-law clause is included; blank when unknown'),
  version: z.string(),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
});
export type EulaResponse = z.infer<typeof eulaResponseSchema>;

/** `GET /api/services/productImages`: the image addresses of a catalogue product. */
export const productImagesResponseSchema = z.object({
  slug: z.string(),
  brand: z.enum(BRANDS),
  cultureCode: z.string(),
  images: z.array(
    z.object({
      url: z.string(),
      type: z.literal('image/svg+xml'),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
    }),
  ),
});
export type ProductImagesResponse = z.infer<typeof productImagesResponseSchema>;

/** `POST /api/services/log` (202): stored, or debug output only (page views). */
export const loggedResponseSchema = z.object({ status: z.enum(['logged', 'debug']) });
/** `DELETE /api/services/log`: how many of the caller's events were forgotten. */
export const logDeletedResponseSchema = z.object({ status: z.literal('deleted'), count: z.number().int() });

/** `GET json?key=`: one culture's document (product info, curation or localisation). */
export const contentDocumentResponseSchema = z.union([productInfoSchema, curationSchema, localizationSchema]);
/** `GET json/static?key=`: every culture's document, keyed by culture code. */
export const contentDocumentsResponseSchema = z.object({
  updateDate: z.iso.datetime({ offset: true }),
  cultures: z.record(z.string(), contentDocumentResponseSchema),
});
