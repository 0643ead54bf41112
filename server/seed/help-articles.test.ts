import { BRANDS } from '@backstage/domain/brands';
import { APP_SUPPORT_PAGES } from '@backstage/domain/support/app-support';
import { ARTICLE_TOPICS } from '@backstage/domain/support/article-labels';
import { describe, expect, it } from 'vitest';
import type { HelpArticleSeed } from '../src/modules/support/article-seed';
import { duplicates, readSeed, readSeedText } from './read-seed';

const articles = readSeed<HelpArticleSeed>('help-articles.json');
// Catalogue products, and the apps whose support pages read their articles by label (docs/product.md#app-support).
const products = new Map([
  ...APP_SUPPORT_PAGES.map((app): [string, string] => [app.label, app.brand]),
  ...readSeed<{ slug: string; brand: string }>('products.json').map((p): [string, string] => [
    p.slug,
    p.brand,
  ]),
]);
const CULTURES = ['en-US', 'ja-JP'];

describe('help-articles.json', () => {
  it('is a 2-space indented array with one article per slug and culture', () => {
    expect(readSeedText('help-articles.json')).toBe(`${JSON.stringify(articles, null, 2)}\n`);
    expect(duplicates(articles.map((a) => `${a.slug}/${a.cultureCode}`))).toEqual([]);
  });

  it('has every article in en-US and ja-JP with the same brand, topic and products', () => {
    for (const slug of new Set(articles.map((a) => a.slug))) {
      const versions = articles.filter((a) => a.slug === slug);
      expect(versions.map((a) => a.cultureCode).sort(), slug).toEqual(CULTURES);
      const [en, ja] = versions;
      expect([ja!.brand, ja!.topic, ja!.products], slug).toEqual([en!.brand, en!.topic, en!.products]);
    }
  });

  it('gives every brand at least two articles, about products of that brand in the catalogue or its apps', () => {
    for (const brand of BRANDS) {
      expect(
        articles.filter((a) => a.brand === brand && a.cultureCode === 'en-US').length,
        brand,
      ).toBeGreaterThanOrEqual(2);
    }
    for (const article of articles) {
      expect(ARTICLE_TOPICS, article.slug).toContain(article.topic);
      expect(article.products.length, article.slug).toBeGreaterThan(0);
      for (const slug of article.products)
        expect(products.get(slug), `${article.slug}: ${slug}`).toBe(article.brand);
    }
  });

  it('writes real articles: a title, several paragraphs, Japanese text in ja-JP', () => {
    for (const article of articles) {
      expect(article.title.length, article.slug).toBeGreaterThan(10);
      expect(article.body.split('\n\n').length, article.slug).toBeGreaterThanOrEqual(3);
      if (article.cultureCode === 'ja-JP') expect(article.body, article.slug).toMatch(/[\u3040-\u30ff]/);
    }
  });
});
