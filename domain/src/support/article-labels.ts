// Kept apart from the search schemas so the knowledge base's screen lists its topics without loading zod.

/** The topics every brand's knowledge base covers (docs/product.md#knowledge-base); each is also a label. */
export const ARTICLE_TOPICS = ['setup', 'firmware', 'troubleshooting', 'care'] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];

/** A label: lower case letters, digits, `-` and `_` (brand client ids, topics, product slugs). */
export const ARTICLE_LABEL_PATTERN = /^[a-z0-9][a-z0-9_-]{0,49}$/;
/** How many results one search answers (the most relevant first). */
export const ARTICLE_SEARCH_LIMIT = 20;
/** The culture whose articles a culture without its own reads (docs/product.md#knowledge-base). */
export const ARTICLE_FALLBACK_CULTURE = 'en-US';
