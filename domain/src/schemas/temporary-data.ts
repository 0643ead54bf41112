import { TEMPORARY_DATA_PURPOSES } from '../enums';
import { isLocalPath } from '../restricted-redirect';
import { emailSchema } from './account';
import { z } from './zod';

export type TemporaryDataPurpose = (typeof TEMPORARY_DATA_PURPOSES)[number];

/** A temporary body is small: a model code, a serial, a path (Temporary data, docs/product.md#temporary-data). */
export const TEMPORARY_DATA_MAX_BYTES = 4096;
/** Kept this long after its last write; a QR registration not finished within a week is dropped. */
export const TEMPORARY_DATA_TTL_DAYS = 7;

export const temporaryDataPurposeSchema = z.enum(TEMPORARY_DATA_PURPOSES);

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** Any JSON object of at most TEMPORARY_DATA_MAX_BYTES once serialised. */
const jsonObjectSchema = z
  .record(z.string(), z.json())
  .refine(
    (body) => byteLength(body) <= TEMPORARY_DATA_MAX_BYTES,
    `Body must be at most ${TEMPORARY_DATA_MAX_BYTES} bytes`,
  );

/** A path inside the portal, never another origin (`//host`, `/\\host`, `/\t/host`, `https:`): see isLocalPath. */
export const localPathSchema = z.string().max(2000).refine(isLocalPath, 'Path must be a path of this site');

/**
 * The body per purpose. RedirectPathAfterSignup holds `{ path }`, a path of this site: the signed-out POST
 * lets anyone write it for any e-mail, so it must never point elsewhere. ProductRegistrationUsingQR holds
 * what the QR code carried (e.g. `{ modelCode, serialCode }`); the app treats it as a form to confirm.
 */
export const TEMPORARY_DATA_BODY_SCHEMAS = {
  ProductRegistrationUsingQR: jsonObjectSchema,
  RedirectPathAfterSignup: jsonObjectSchema.and(z.object({ path: localPathSchema })),
} as const satisfies Record<TemporaryDataPurpose, z.ZodType>;

/** docs/product.md#temporary-data `POST temporaryData/{userId}/{purpose}`: the body as it is. */
export const temporaryDataBodySchema = jsonObjectSchema;

/** docs/product.md#temporary-data `POST temporaryData` (signed out): stored against the e-mail until that e-mail signs in. */
export const signedOutTemporaryDataSchema = z
  .object({ email: emailSchema, purpose: temporaryDataPurposeSchema, body: jsonObjectSchema })
  .superRefine((value, ctx) => {
    const parsed = TEMPORARY_DATA_BODY_SCHEMAS[value.purpose].safeParse(value.body);
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: ['body', ...issue.path.map(String)], message: issue.message });
  });
