import {
  ARTICLE_FALLBACK_CULTURE,
  ARTICLE_SEARCH_LIMIT,
  type ArticleResponse,
  type ArticleSearchResponse,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  type ArticleHit,
  type ArticleRow,
  cultureHasArticles,
  findArticle,
  listArticles,
  searchArticlesByGrams,
  searchArticlesFullText,
} from './article-repo';
import { gramsNeeded, searchConfigOf, searchGrams, searchWords, snippetOf } from './article-search';

export interface ArticleSearch {
  query: string;
  labelNames: string[];
  cultureCode: string;
}

/**
 * docs/product.md#knowledge-base: the articles of a culture (a culture without articles of its own reads
 * en-US) carrying every label, ranked by the words searched: title matches first (ADR 025).
 */
export async function searchArticles(deps: Deps, search: ArticleSearch): Promise<ArticleSearchResponse> {
  const cultureCode = (await cultureHasArticles(deps.db, search.cultureCode))
    ? search.cultureCode
    : ARTICLE_FALLBACK_CULTURE;
  const filter = { cultureCode, labels: search.labelNames, limit: ARTICLE_SEARCH_LIMIT };
  const words = searchWords(search.query);
  let hits: ArticleHit[];
  let terms = words;
  if (words.length === 0) {
    hits = await listArticles(deps.db, filter);
  } else {
    const config = searchConfigOf(cultureCode);
    if (config) {
      hits = await searchArticlesFullText(deps.db, { ...filter, config, query: search.query });
    } else {
      terms = searchGrams(words);
      hits = await searchArticlesByGrams(deps.db, { ...filter, grams: terms, need: gramsNeeded(terms) });
    }
  }
  return {
    data: hits.map((hit) => ({ ...summary(hit), snippet: snippetOf(hit.body, terms) })),
    count: hits[0]?.total ?? 0,
    cultureCode,
  };
}

/** One article; an unknown id answers 404 "Article not found.". */
export async function getArticle(deps: Deps, id: number): Promise<ArticleResponse> {
  const row = await findArticle(deps.db, id);
  if (!row) throw new AppError('ARTICLE_NOT_FOUND');
  return { ...summary(row), body: row.body };
}

function summary(row: ArticleRow) {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand as ArticleResponse['brand'],
    labelNames: row.labelNames,
    cultureCode: row.cultureCode,
    updateDate: new Date(row.updateDate).toISOString(),
  };
}
