import { countryByName, isCultureCode } from '@backstage/domain';
import { z } from '@backstage/domain/schemas/zod';

/** change language (docs/product.md#region-and-language): the account's country (the region) and culture code (the language), both required. */
export const regionLanguageSchema = (messages: { regionRequired: string; languageRequired: string }) =>
  z.object({
    country: z
      .string()
      .trim()
      .refine((name) => countryByName(name) !== undefined, messages.regionRequired),
    cultureCode: z.string().refine(isCultureCode, messages.languageRequired),
  });
