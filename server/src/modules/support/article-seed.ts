import { ARTICLE_TOPICS, type ArticleTopic, type Brand, brandClientId } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import { readSeed } from '../../db/seed';
import { type ArticleSeedRow, upsertArticles } from './article-repo';
import { searchConfigOf } from './article-search';

/** One record of `server/seed/help-articles.json` (server/seed/README.md#help-articlesjson). */
export interface HelpArticleSeed {
  slug: string;
  cultureCode: string;
  brand: Brand;
  topic: ArticleTopic;
  /** Catalogue slugs of the products the article is about. */
  products: string[];
  title: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
}

/**
 * The article rows: labels are the brand's client id, the topic and the product slugs, so the web filters
 * a brand's articles with `label_names=roland` and a topic with `label_names=roland,firmware`.
 */
export function articleRows(seeds: HelpArticleSeed[]): ArticleSeedRow[] {
  return seeds.map((seed) => {
    if (!ARTICLE_TOPICS.includes(seed.topic)) throw new Error(`${seed.slug}: unknown topic ${seed.topic}`);
    return {
      slug: seed.slug,
      culture_code: seed.cultureCode,
      brand: seed.brand,
      title: seed.title,
      body: seed.body,
      label_names: [...new Set([brandClientId(seed.brand), seed.topic, ...seed.products])],
      search_config: searchConfigOf(seed.cultureCode) ?? 'simple',
    };
  });
}

/** The knowledge base's seed step (`moduleSeeds` in src/app.ts). */
export async function seedHelpArticles(db: Queryable): Promise<void> {
  await upsertArticles(db, articleRows(readSeed<HelpArticleSeed>('help-articles.json')));
}
