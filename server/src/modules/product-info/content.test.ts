import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeed } from '../../../seed/read-seed';
import { loadContent } from './content-store';

// server/content/ is data written by hand: these checks keep it consistent with the catalogue.
const content = loadContent();
const catalogue = new Set(readSeed<{ slug: string }>('products.json').map((product) => product.slug));
const LIST_TABS = [
  'features',
  'specs',
  'downloads',
  'Product_Support_Documents',
  'articles',
  'accessories',
] as const;

describe('server/content', () => {
  it('writes products of the catalogue, in en-US and ja-JP with the same items', () => {
    expect(content.products.size).toBeGreaterThanOrEqual(4);
    for (const [slug, product] of content.products) {
      expect(catalogue.has(slug), slug).toBe(true);
      expect(Object.keys(product.cultures).sort(), slug).toEqual(['en-US', 'ja-JP']);
      const [en, ja] = [product.cultures['en-US']!, product.cultures['ja-JP']!];
      for (const tab of LIST_TABS) expect(ja[tab].length, `${slug} ${tab}`).toBe(en[tab].length);
      expect(
        ja.accessories.map((a) => a.slug),
        slug,
      ).toEqual(en.accessories.map((a) => a.slug));
      expect(
        ja.articles.map((a) => a.id),
        slug,
      ).toEqual(en.articles.map((a) => a.id));
    }
  });

  it('links accessories and curated items only to catalogue products', () => {
    const linked = [
      ...[...content.products.values()].flatMap((product) =>
        Object.values(product.cultures).flatMap((tabs) =>
          tabs.accessories.flatMap((a) => (a.slug ? [a.slug] : [])),
        ),
      ),
      ...Object.values(content.curation.cultures).flatMap((c) =>
        c.sections.flatMap((s) => s.items.map((i) => i.slug)),
      ),
    ];
    expect(linked.filter((slug) => !catalogue.has(slug))).toEqual([]);
  });

  it('keeps document and article ids unique within a product and culture', () => {
    for (const [slug, product] of content.products)
      for (const [culture, tabs] of Object.entries(product.cultures)) {
        for (const ids of [tabs.Product_Support_Documents.map((d) => d.id), tabs.articles.map((a) => a.id)])
          expect(new Set(ids).size, `${slug} ${culture}`).toBe(ids.length);
      }
  });
});

describe('loadContent', () => {
  const folder = (files: Record<string, unknown>) => {
    const root = mkdtempSync(join(tmpdir(), 'backstage-content-'));
    mkdirSync(join(root, 'products'));
    for (const [path, value] of Object.entries(files)) writeFileSync(join(root, path), JSON.stringify(value));
    return root;
  };
  const base = {
    'curation.json': { updateDate: '2026-05-01T00:00:00.000Z', cultures: { 'en-US': { sections: [] } } },
    'localization.json': { updateDate: '2026-05-01T00:00:00.000Z' },
  };

  it('stops the start naming the file and the problem', () => {
    const root = folder({
      ...base,
      'products/fp-10.json': { slug: 'fp-10', updateDate: 'yesterday', cultures: {} },
    });
    try {
      expect(() => loadContent(root)).toThrow(/fp-10\.json[\s\S]*updateDate/);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('refuses a file whose slug differs from its name, and curation without en-US', () => {
    const product = loadContent().products.get('ds-1');
    const misnamed = folder({ ...base, 'products/ds-2.json': product });
    const noSource = folder({
      ...base,
      'curation.json': { updateDate: '2026-05-01T00:00:00.000Z', cultures: { 'ja-JP': { sections: [] } } },
    });
    try {
      expect(() => loadContent(misnamed)).toThrow(/ds-2\.json: slug ds-1/);
      expect(() => loadContent(noSource)).toThrow(/curation\.json[\s\S]*en-US/);
    } finally {
      rmSync(misnamed, { recursive: true });
      rmSync(noSource, { recursive: true });
    }
  });
});
