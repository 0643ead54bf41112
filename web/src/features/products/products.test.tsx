import type { ProductInfo } from '@backstage/domain';
import { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeCulture, initI18n } from '@/i18n';
import { clearCachedData, readStored } from '@/lib/storage';
import { fireEvent, renderWithProviders, screen, within } from '@/test-utils';
import { loadProductInfo } from './api/get-product-info';
import { productInfoStorageKey } from './product-info-storage';
import ProductsPage from './products-page';

const info = (cultureCode: string, specs = 3): ProductInfo => ({
  slug: 'fp-30x',
  name: 'FP-30X',
  brand: 'ROLAND',
  modelCode: 'FP-30X',
  type: 'Digital Piano',
  cultureCode,
  updateDate: '2026-05-01T00:00:00.000Z',
  source: 'content',
  summary: cultureCode === 'ja-JP' ? 'ポータブル' : 'Portable',
  features: [{ title: cultureCode === 'ja-JP' ? '音源' : 'Sound', body: 'SuperNATURAL' }],
  specs: Array.from({ length: specs }, (_, i) => ({ name: `Spec ${i + 1}`, value: `Value ${i + 1}` })),
  downloads: [],
  Product_Support_Documents: [
    {
      id: 'om',
      title: "Owner's Manual",
      language: 'en',
      url: 'https://www.roland.com/global/support/by_product/fp-30x/owners_manuals/',
      Asset_Details: { publisher: 'Roland Corporation', format: 'PDF' },
    },
  ],
  support: [{ title: 'Ask a product question', description: 'Ask', href: '/support/product_support' }],
  articles: [],
  accessories: [{ name: 'KSC-70', description: 'Stand', slug: 'ksc-70' }],
});

let calls: string[];
function serve(reply: (url: string) => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return reply(url);
    }),
  );
}
const byCulture =
  (specs = 3) =>
  (url: string) => {
    if (url.startsWith('/api/services/productImages'))
      return Response.json({
        images: [{ url: '/x.svg', type: 'image/svg+xml', width: 480, height: 360, alt: 'Roland FP-30X' }],
      });
    const culture = new URL(url, 'http://x').searchParams.get('culture_code')!;
    return Response.json(info(culture === 'ja-JP' ? 'ja-JP' : 'en-US', specs));
  };

beforeEach(async () => {
  clearCachedData();
  await initI18n('en-US');
});
afterEach(() => vi.unstubAllGlobals());

describe('product info in browser storage (docs/product.md#browser-storage, docs/product.md#product-info)', () => {
  it('keeps product info per culture and slug for 86400 s, without Asset_Details', async () => {
    serve(byCulture());
    const start = Date.parse('2026-05-01T00:00:00Z');
    const first = await loadProductInfo('fp-30x', 'en-US', start);
    expect(calls).toEqual(['/api/v1/json?key=product%2Ffp-30x&culture_code=en-US']);
    expect(first.Product_Support_Documents[0]!.Asset_Details).toBeNull();
    const stored = JSON.parse(readStored(productInfoStorageKey('en-US', 'fp-30x'))!);
    expect(stored.info.Product_Support_Documents[0].Asset_Details).toBeNull();
    await loadProductInfo('fp-30x', 'en-US', start + 86_399_000);
    expect(calls).toHaveLength(1);
    await loadProductInfo('fp-30x', 'ja-JP', start + 1000);
    expect(calls).toHaveLength(2);
    await loadProductInfo('fp-30x', 'en-US', start + 86_400_000);
    expect(calls).toHaveLength(3);
  });

  it('is removed by "clear cache"', async () => {
    serve(byCulture());
    await loadProductInfo('fp-30x', 'en-US');
    clearCachedData();
    expect(readStored(productInfoStorageKey('en-US', 'fp-30x'))).toBeNull();
  });
});

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/products/:slug/:tab?', element: <ProductsPage /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    // The app's shell holds each screen in a Suspense boundary: the screen's texts may still be loading.
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
    { client },
  );
  return router;
}

describe('ProductsDirect page', () => {
  it('shows the product and the tab of the address, 12 specs to a page', async () => {
    serve(byCulture(14));
    renderPage('/products/fp-30x/specs');
    expect(await screen.findByRole('heading', { level: 1, name: 'FP-30X' })).toBeDefined();
    const table = screen.getByRole('table', { name: 'Specifications of the FP-30X' });
    expect(within(table).getAllByRole('row')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Spec 14')).toBeDefined();
  });

  it('fetches again in the new culture when the culture changes', async () => {
    serve(byCulture());
    renderPage('/products/fp-30x/features');
    expect(await screen.findByRole('heading', { name: 'Sound' })).toBeDefined();
    await changeCulture('ja-JP');
    expect(await screen.findByRole('heading', { name: '音源' })).toBeDefined();
    expect(calls.some((url) => url.includes('culture_code=ja-JP'))).toBe(true);
  });

  it('says so when a tab has nothing and when the product is not found', async () => {
    serve(byCulture());
    renderPage('/products/fp-30x/articles');
    expect(await screen.findByText('No articles are published here for this product yet.')).toBeDefined();
    serve(() => Response.json({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found.' }, { status: 404 }));
    renderPage('/products/nope/features');
    expect(await screen.findByRole('heading', { name: 'Product not found.' })).toBeDefined();
  });

  it('sends an unknown tab to the features tab', async () => {
    serve(byCulture());
    const router = renderPage('/products/fp-30x/nonsense');
    expect(await screen.findByRole('heading', { level: 2, name: 'Features' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/products/fp-30x/features');
  });
});
