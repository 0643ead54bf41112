import type { FeedPageResponse } from '@backstage/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderWithProviders, screen } from '@/test-utils';
import { FakeObserver, liveObservers } from './fake-intersection-observer';
import { FeedList } from './feed-list';

const item = (n: number): FeedPageResponse['items'][number] => ({
  id: `post:${n}`,
  source: 'facebook',
  title: `Post ${n}`,
  text: '',
  url: 'https://example.com/',
  imageUrl: null,
  videoId: null,
  productSlug: null,
  publishedAt: '2026-11-01T00:00:00Z',
});
const page = (from: number, nextCursor: string | null): FeedPageResponse => ({
  tab: 'all',
  items: Array.from({ length: 8 }, (_, i) => item(from + i)),
  nextCursor,
});

/** Feed calls as the server received them; the second page stays on its way until the test answers it. */
let calls: string[];
let answerSecondPage: () => void;
beforeEach(() => {
  calls = [];
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (!url.includes('cursor=')) return Response.json(page(1, 'c1'));
      await new Promise<void>((resolve) => {
        answerSecondPage = resolve;
      });
      return Response.json(page(9, null));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('FeedList (docs/product.md#feed: 8 more on "Load more" or as the end scrolls into view)', () => {
  it('asks for the next page once when the end comes into view as "Load more" is pressed', async () => {
    renderWithProviders(<FeedList tab="all" />);
    const loadMore = await screen.findByRole('button', { name: 'loadMore' });
    // Scrolling to the button brings the end of the list into view in the same moment the user presses it.
    act(() => {
      for (const observer of liveObservers()) observer.fire(true);
      fireEvent.click(loadMore);
    });
    fireEvent.click(loadMore);
    await act(async () => answerSecondPage());
    expect(await screen.findAllByRole('article')).toHaveLength(16);
    expect(calls.filter((url) => url.includes('cursor=c1'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'loadMore' })).toBeNull();
  });
});
