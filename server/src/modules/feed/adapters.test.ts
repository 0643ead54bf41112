import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSocialApi, startFakeSocialApi } from '../../../test/fakes/fake-social-api';
import { fetchFacebookPosts, fetchGraphObject, fetchInstagramMedia } from './graph-adapter';
import { fetchYoutubeVideos } from './youtube-adapter';

let fake: FakeSocialApi;
beforeAll(async () => {
  fake = await startFakeSocialApi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.seen.length = 0;
});

describe('YouTube adapter against a fake YouTube Data API', () => {
  const options = () => ({ baseUrl: fake.url, apiKey: 'yt-key', timeoutMs: 2000 });

  it('finds the uploads playlist of the channel, then lists 50 of its videos', async () => {
    fake.answer('/youtube/v3/channels', {
      items: [{ contentDetails: { relatedPlaylists: { uploads: 'UUroland' } } }],
    });
    fake.answer('/youtube/v3/playlistItems', {
      items: [
        {
          snippet: {
            title: 'FP-30X first steps',
            description: 'Pairing over Bluetooth',
            publishedAt: '2026-11-01T10:00:00Z',
            thumbnails: { medium: { url: 'https://i.ytimg.com/vi/abc/mqdefault.jpg' } },
            resourceId: { videoId: 'abc123DEF45' },
          },
        },
      ],
    });
    const items = await fetchYoutubeVideos(options(), 'UCroland');
    expect(items).toEqual([
      {
        id: 'youtube-abc123DEF45',
        source: 'youtube',
        title: 'FP-30X first steps',
        text: 'Pairing over Bluetooth',
        url: 'https://www.youtube.com/watch?v=abc123DEF45',
        imageUrl: 'https://i.ytimg.com/vi/abc/mqdefault.jpg',
        videoId: 'abc123DEF45',
        productSlug: null,
        publishedAt: '2026-11-01T10:00:00Z',
      },
    ]);
    const [channels, playlist] = fake.seen;
    expect(channels?.query.get('id')).toBe('UCroland');
    expect(channels?.query.get('key')).toBe('yt-key');
    expect(playlist?.query.get('playlistId')).toBe('UUroland');
    expect(playlist?.query.get('maxResults')).toBe('50');
  });

  it('fails for an unknown channel and for an error answer', async () => {
    fake.answer('/youtube/v3/channels', { items: [] });
    await expect(fetchYoutubeVideos(options(), 'UCnone')).rejects.toThrow(/not found/);
    fake.answer('/youtube/v3/channels', { error: { code: 403 } }, 403);
    await expect(fetchYoutubeVideos(options(), 'UCroland')).rejects.toThrow(/403/);
  });
});

describe('Graph adapters against a fake Graph API', () => {
  const options = () => ({ baseUrl: `${fake.url}/v21.0`, accessToken: 'graph-token', timeoutMs: 2000 });

  it('reads a page’s posts: the first line is the title', async () => {
    fake.answer('/v21.0/1042/posts', {
      data: [
        {
          id: '1042_7',
          message: 'New firmware for the FP-60X\nTwo new piano tones.',
          created_time: '2026-11-02T09:00:00+0000',
          permalink_url: 'https://www.facebook.com/1042/posts/7',
          full_picture: 'https://scontent.fbcdn.net/p.jpg',
        },
        {
          id: '1042_8',
          created_time: '2026-11-01T09:00:00+0000',
          permalink_url: 'https://www.facebook.com/1042/posts/8',
        },
      ],
    });
    const [first, second] = await fetchFacebookPosts(options(), '1042');
    expect(first).toMatchObject({
      id: 'facebook-1042_7',
      source: 'facebook',
      title: 'New firmware for the FP-60X',
      text: 'Two new piano tones.',
      imageUrl: 'https://scontent.fbcdn.net/p.jpg',
      videoId: null,
    });
    expect(second).toMatchObject({ title: 'Facebook post', text: '', imageUrl: null });
    expect(fake.seen[0]?.query.get('fields')).toBe('id,message,created_time,permalink_url,full_picture');
    expect(fake.seen[0]?.query.get('access_token')).toBe('graph-token');
  });

  it('reads 12 photos of an account; a video shows its thumbnail', async () => {
    fake.answer('/v21.0/1784/media', {
      data: [
        {
          id: '1',
          caption: 'JUNO-X on the desk',
          media_type: 'IMAGE',
          media_url: 'https://cdninstagram.com/1.jpg',
          permalink: 'https://www.instagram.com/p/1',
          timestamp: '2026-11-03T00:00:00+0000',
        },
        {
          id: '2',
          caption: 'Backstage',
          media_type: 'VIDEO',
          media_url: 'https://cdninstagram.com/2.mp4',
          thumbnail_url: 'https://cdninstagram.com/2.jpg',
          permalink: 'https://www.instagram.com/p/2',
          timestamp: '2026-11-02T00:00:00+0000',
        },
      ],
    });
    const items = await fetchInstagramMedia(options(), '1784');
    expect(items.map((item) => item.imageUrl)).toEqual([
      'https://cdninstagram.com/1.jpg',
      'https://cdninstagram.com/2.jpg',
    ]);
    expect(fake.seen[0]?.query.get('limit')).toBe('12');
  });

  it('proxies an object: only the asked, allowlisted string fields come back; unknown ids are undefined', async () => {
    fake.answer('/v21.0/1042_7', { id: '1042_7', message: 'Hello', likes: { summary: 3 }, from: 'x' });
    expect(await fetchGraphObject(options(), '1042_7', ['id', 'message'])).toEqual({
      id: '1042_7',
      message: 'Hello',
    });
    expect(fake.seen[0]?.query.get('fields')).toBe('id,message');
    expect(await fetchGraphObject(options(), '999', ['id'])).toBeUndefined();
  });
});
