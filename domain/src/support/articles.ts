import { isCultureCode } from '../cultures';
import { MESSAGE_CODES } from '../schemas/messages';
import { z } from '../schemas/zod';

/** The topics every brand's knowledge base covers (docs/product.md#knowledge-base); each is also a label. */
export const ARTICLE_TOPICS = ['setup', 'firmware', 'troubleshooting', 'care'] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];

/** A label: lower case letters, digits, `-` and `_` (brand client ids, topics, product slugs). */
export const ARTICLE_LABEL_PATTERN = /^[a-z0-9][a-z0-9_-]{0,49}$/;
/** How many results one search answers (the most relevant first). */
export const ARTICLE_SEARCH_LIMIT = 20;
/** The culture whose articles a culture without its own reads (docs/product.md#knowledge-base). */
export const ARTICLE_FALLBACK_CULTURE = 'en-US';

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
