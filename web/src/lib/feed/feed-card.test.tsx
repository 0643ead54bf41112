import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import type { FeedItem } from '@/lib/api/get-feed';
import { fireEvent, render, screen } from '@/test-utils';
import { FeedCard } from './feed-card';

const item = (extra: Partial<FeedItem> = {}): FeedItem => ({
  id: 'youtube-abc',
  source: 'youtube',
  title: 'RC-505mkII live looping',
  text: 'Layer by layer',
  url: 'https://www.youtube.com/watch?v=abc',
  imageUrl: 'https://i.ytimg.com/vi/abc/mqdefault.jpg',
  videoId: 'abc',
  productSlug: null,
  publishedAt: '2026-11-21T10:00:00Z',
  ...extra,
});
const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

beforeEach(() => initI18n('en-US', ['feed']));

describe('feed card (docs/product.md#feed)', () => {
  it('loads the video player only after the click, from youtube-nocookie.com', () => {
    const { container } = inRouter(<FeedCard item={item()} />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: RC-505mkII live looping' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1');
    expect(frame?.getAttribute('title')).toBe('RC-505mkII live looping');
  });

  it('links a portal item through the router and an outside item to a new tab', () => {
    inRouter(
      <FeedCard item={item({ videoId: null, url: '/backstage/products/rc-505mkii', source: 'curated' })} />,
    );
    expect(screen.getByRole('link', { name: 'RC-505mkII live looping' })).toHaveProperty(
      'pathname',
      '/products/rc-505mkii',
    );
    expect(screen.getByText('Picked for you')).toBeTruthy();
  });

  it('opens a post of the source in a new tab', () => {
    inRouter(
      <FeedCard
        item={item({ videoId: null, source: 'facebook', url: 'https://www.facebook.com/1/posts/2' })}
      />,
    );
    const link = screen.getByRole('link', { name: 'RC-505mkII live looping' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
