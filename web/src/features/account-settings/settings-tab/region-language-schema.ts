import { countryByName, isCultureCode } from '@backstage/domain';
import { z } from '@backstage/domain/schemas/zod';

/** change language (docs/product.md#region-and-language): region (the account's country) and language (its culture code), both required. */
export const regionLanguageSchema = (messages: { regionRequired: string; languageRequired: string }) =>
  z.object({
    region: z
      .string()
      .trim()
      .refine((name) => countryByName(name) !== undefined, messages.regionRequired),
    language: z.string().refine(isCultureCode, messages.languageRequired),
  });
