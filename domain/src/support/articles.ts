import { isCultureCode } from '../cultures';
import { MESSAGE_CODES } from '../schemas/messages';
import { z } from '../schemas/zod';
import { ARTICLE_FALLBACK_CULTURE, ARTICLE_LABEL_PATTERN } from './article-labels';

const labelList = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((label) => label.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(ARTICLE_LABEL_PATTERN, 'Label names must be valid'))
      .max(10, 'Use at most 10 label names'),
  );

/**
 * `GET zendesk/articles?query=&label_names=&culture_code=` (docs/product.md#knowledge-base): words to look
 * for (empty: every article, newest first), comma-separated labels an article must all carry, and the
 * culture to read in.
 */
export const articleSearchQuerySchema = z.object({
  query: z.string().trim().max(200, 'Search for at most 200 characters').default(''),
  label_names: labelList.default([]),
  culture_code: z
    .string()
    .refine(isCultureCode, MESSAGE_CODES.cultureCodeInvalid)
    .default(ARTICLE_FALLBACK_CULTURE),
});
export type ArticleSearchQuery = z.input<typeof articleSearchQuerySchema>;

/** `GET zendesk/articles/{id}`: an article id is a positive integer. */
export const articleParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Article id must be a number' })
    .int('Article id must be a number')
    .min(1, 'Article id must be a number')
    .max(2_147_483_647, 'Article id must be a number'),
});
