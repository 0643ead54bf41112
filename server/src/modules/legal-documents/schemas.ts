import { z } from 'zod';

// A blank value is allowed (the app sends `culture_code=` before it knows the culture); it means "default".
const cultureCode = z
  .string()
  .trim()
  .max(20)
  .regex(/^(?:[A-Za-z]{2}(?:[-_][A-Za-z]{2}){0,2})?$/, 'Invalid culture code')
  .optional()
  .describe('xx-YY, xx or XX-yy-ZZ; normalised (docs/product.md#culture-normalisation), default en-JM');
const country = z
  .string()
  .max(100)
  .optional()
  .describe('English country name as in the profile, or ISO alpha-2 code; blank when unknown');

export const privacyPolicyQuery = z.object({
  culture_code: cultureCode,
  country,
  brand: z
    .string()
    .trim()
    .max(30)
    .regex(/^[A-Za-z]*$/, 'Invalid brand')
    .optional()
    .describe('Brand name; unknown brands take the first brand (docs/product.md#brands)'),
});

export const eulaQuery = z.object({ culture_code: cultureCode, country });

export {
  eulaResponseSchema,
  privacyPolicyResponseSchema,
} from '@backstage/domain';
