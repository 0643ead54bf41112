import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { clearCachedData } from '@/lib/storage';
import { renderWithProviders, screen } from '@/test-utils';
import { loadMasterList } from './load-master-list';
import { masterKey } from './master-storage';
import { useMasterList } from './use-master-list';

type Reply = (url: string) => unknown;
let calls: string[];

/** Answers fetches from the given routes (first matching URL prefix) and records the URLs asked for. */
function serve(routes: Record<string, Reply | unknown>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const route = Object.keys(routes)
        .sort((a, b) => b.length - a.length)
        .find((prefix) => url.startsWith(prefix));
      if (!route) return new Response('{"code":"NOT_FOUND","message":"Not found."}', { status: 404 });
      const reply = routes[route];
      return Response.json(typeof reply === 'function' ? (reply as Reply)(url) : reply);
    }),
  );
}
const page = (data: unknown[], serverTime = '2025-01-01T00:00:00.000Z') => ({ data, serverTime });

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('master lists in browser storage', () => {
  it('keep a list for its refresh seconds, then fetch it again', async () => {
    serve({ '/api/v1/cultureCodes?perPage=-1': page([{ id: 27, value: 'ja-JP' }]) });
    const start = Date.parse('2025-01-01T00:00:00Z');
    expect(await loadMasterList('cultureCodes', 'en-US', start)).toEqual([{ id: 27, value: 'ja-JP' }]);
    await loadMasterList('cultureCodes', 'en-US', start + 86_399_000);
    expect(calls).toHaveLength(1);
    await loadMasterList('cultureCodes', 'en-US', start + 86_400_000);
    expect(calls).toHaveLength(2);
  });

  it('fetch again when the culture changes', async () => {
    serve({ '/api/v1/genders?perPage=-1': page([{ id: 1, value: 'Male' }]) });
    await loadMasterList('genders', 'en-US', 0);
    await loadMasterList('genders', 'en-US', 1000);
    await loadMasterList('genders', 'ja-JP', 2000);
    expect(calls).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(masterKey('genders'))!).cultureCode).toBe('ja-JP');
  });

  it('merge the keys of meta into an item without overriding its own fields', async () => {
    serve({
      '/api/v1/genders?perPage=-1': page([
        { id: 3, value: 'Prefer not to say', meta: '{"label":"Any","id":99}' },
        { id: 1, value: 'Male', meta: '{broken' },
      ]),
    });
    expect(await loadMasterList('genders', 'en-US', 0)).toEqual([
      { id: 3, value: 'Prefer not to say', label: 'Any' },
      { id: 1, value: 'Male' },
    ]);
  });

  it('load products through the cache link, then only their changes, merged by id', async () => {
    const cacheFile = {
      data: [
        { id: 1, slug: 'fp-30x', updateDate: '2025-01-01T00:00:00.000Z' },
        { id: 2, slug: 'td-17', updateDate: '2025-01-02T00:00:00.000Z' },
        { id: 3, slug: 'rd-88', updateDate: '2025-01-01T12:00:00.000Z' },
      ],
      total: 3,
    };
    let changes: unknown[] = [];
    serve({
      '/api/v1/searchProducts/cache': {
        signedUrl: '/api/v1/searchProducts/cache/file?expires=1&signature=s',
      },
      '/api/v1/searchProducts/cache/file': cacheFile,
      '/api/v1/products?perPage=-1&updateDate=': () => page(changes, '2025-01-03T00:00:00.000Z'),
    });
    expect((await loadMasterList('products', 'en-US', 0)).map((p) => p.slug)).toEqual([
      'fp-30x',
      'td-17',
      'rd-88',
    ]);
    // The file may be older than the latest change: changes since its newest item are asked for at once.
    expect(calls.at(-1)).toBe(
      `/api/v1/products?perPage=-1&updateDate=${encodeURIComponent('2025-01-02T00:00:00.000Z')}`,
    );

    changes = [
      { id: 2, slug: 'td-17kv', updateDate: '2025-01-03T00:00:00.000Z' },
      { id: 3, slug: 'rd-88', isDeleted: true },
      { id: 4, slug: 'v71', meta: '{"isNew":true}' },
    ];
    await loadMasterList('products', 'en-US', 599_000);
    expect(calls).toHaveLength(3);
    const merged = await loadMasterList('products', 'en-US', 600_000);
    expect(calls.at(-1)).toBe(
      `/api/v1/products?perPage=-1&updateDate=${encodeURIComponent('2025-01-03T00:00:00.000Z')}`,
    );
    expect(merged.map((p) => [p.id, p.slug])).toEqual([
      [1, 'fp-30x'],
      [2, 'td-17kv'],
      [4, 'v71'],
    ]);
    expect(merged[2]).toMatchObject({ isNew: true });

    // After the cache seconds (3600 s) the whole list comes through the link again.
    await loadMasterList('products', 'en-US', 3_600_000);
    expect(calls.slice(-3, -1)).toEqual([
      '/api/v1/searchProducts/cache',
      '/api/v1/searchProducts/cache/file?expires=1&signature=s',
    ]);
  });

  it('are removed by clear cache', async () => {
    serve({ '/api/v1/phoneTypes?perPage=-1': page([{ id: 1, value: 'Mobile' }]) });
    localStorage.setItem('backstage.credentials', 'kept');
    await loadMasterList('phoneTypes', 'en-US', 0);
    clearCachedData();
    expect(localStorage.getItem(masterKey('phoneTypes'))).toBeNull();
    expect(localStorage.getItem('backstage.credentials')).toBe('kept');
  });
});

function PhoneTypes() {
  const { data, isPending, error } = useMasterList('phoneTypes');
  if (isPending) return <p>loading</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <ul>
      {data.map((type) => (
        <li key={type.id}>{type.value}</li>
      ))}
    </ul>
  );
}

describe('useMasterList', () => {
  it('gives the list of the current culture', async () => {
    await initI18n('en-US');
    serve({ '/api/v1/phoneTypes?perPage=-1': page([{ id: 2, value: 'Home' }]) });
    renderWithProviders(<PhoneTypes />);
    expect(await screen.findByText('Home')).toBeTruthy();
    clearCachedData();
  });
});
