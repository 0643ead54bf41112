import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { type FakeSocialApi, startFakeSocialApi } from '../../../test/fakes/fake-social-api';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let idToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ idToken } = await activeUser(t, 'feed-reader@example.com'));
});
afterAll(() => t.close());

const feed = (query: string) => t.app.inject({ url: `/api/v1/feed?${query}` });

describe('GET /api/v1/feed from the seeded sources (no network)', () => {
  it('All pages 8 at a time: curated items of the brand first, then the sources newest first', async () => {
    const first = await feed('tab=all&brand=ROLAND&culture_code=en-US');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.tab).toBe('all');
    expect(page.items).toHaveLength(8);
    // The curation names two Roland products (fp-30x, td-17kvx); the BOSS and DW ones stay out.
    const curated = page.items.filter((item: { source: string }) => item.source === 'curated');
    expect(curated.map((item: { productSlug: string }) => item.productSlug)).toEqual(['fp-30x', 'td-17kvx']);
    expect(page.items.slice(0, 2).every((item: { source: string }) => item.source === 'curated')).toBe(true);
    const social = page.items.slice(2).map((item: { publishedAt: string }) => item.publishedAt);
    expect(social).toEqual([...social].sort().reverse());
    expect(page.nextCursor).toEqual(expect.any(String));

    const second = (await feed(`tab=all&brand=ROLAND&culture_code=en-US&cursor=${page.nextCursor}`)).json();
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.length).toBeLessThanOrEqual(8);
    const ids = [...page.items, ...second.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    // 2 curated + 5 videos + 4 posts + 4 photos: the second page is the last.
    expect(second.items).toHaveLength(7);
    expect(second.nextCursor).toBeNull();
  });

  it('curated items follow the culture (ja-JP texts; en-JM falls back to en-US)', async () => {
    const ja = (await feed('brand=ROLAND&culture_code=ja-JP')).json();
    expect(ja.items[0]).toMatchObject({
      source: 'curated',
      title: 'FP-30XをBluetoothでピアノアプリとつなぐ',
    });
    const jm = (await feed('brand=ROLAND&culture_code=en-JM')).json();
    expect(jm.items[0]).toMatchObject({ title: 'Connect the FP-30X to a piano app over Bluetooth' });
    expect(jm.items[0].url).toBe('/backstage/products/fp-30x');
    expect(jm.items[0].imageUrl).toBe('/api/services/productImages/fp-30x.svg');
  });

  it('each brand has its own items; every brand’s feed is full', async () => {
    const boss = (await feed('tab=youtube&brand=boss')).json();
    expect(boss.items[0].title).toMatch(/DS-1|RC-505|GT-1000|KATANA/);
    for (const brand of [
      'ROLAND',
      'BOSS',
      'PROAV',
      'RVS',
      'DW',
      'PDP',
      'LPMUSIC',
      'DRUMSHOP',
      'SLINGERLAND',
    ]) {
      const page = (await feed(`brand=${brand}`)).json();
      expect(page.items, brand).toHaveLength(8);
    }
  });

  it('a source tab holds only that source', async () => {
    for (const tab of ['youtube', 'facebook', 'instagram']) {
      const page = (await feed(`tab=${tab}&brand=DW`)).json();
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((item: { source: string }) => item.source === tab)).toBe(true);
    }
  });

  it('refuses a bad tab, brand or cursor with "Invalid parameters."; a cursor past the end is not found', async () => {
    for (const query of [
      'tab=tiktok',
      'brand=ACME',
      'cursor=not%20a%20cursor',
      `cursor=${Buffer.from('o:-1').toString('base64url')}`,
    ]) {
      const response = await feed(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_PARAMETERS', message: 'Invalid parameters.' });
    }
    const past = await feed(`tab=youtube&cursor=${Buffer.from('o:500').toString('base64url')}`);
    expect(past.statusCode).toBe(404);
    expect(past.json().message).toBe('Not found youtube next page token');
  });
});

describe('GET /api/v1/graphApi/{id}?fields= (seeded)', () => {
  const graph = (path: string, token = idToken) =>
    t.app.inject({ url: `/api/v1/graphApi/${path}`, headers: bearer(token) });

  it('answers the asked allowlisted fields of a seeded post and photo', async () => {
    const post = await graph('104203316301_1001?fields=id,message,created_time');
    expect(post.statusCode).toBe(200);
    expect(Object.keys(post.json()).sort()).toEqual(['created_time', 'id', 'message']);
    expect(post.json().message).toMatch(/^New firmware for the FP-60X/);
    const photo = (await graph('178414001122330500?fields=media_type,caption')).json();
    expect(photo).toEqual({ media_type: 'IMAGE', caption: expect.stringMatching(/FP-90X/) });
  });

  it('refuses fields outside the allowlist, bad ids, unknown ids and callers not signed in', async () => {
    const outside = await graph('104203316301_1001?fields=id,likes');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('INVALID_PARAMETERS');
    expect((await graph('104203316301_1001')).statusCode).toBe(400);
    expect((await graph('me?fields=id')).statusCode).toBe(400);
    expect((await graph('999?fields=id')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: '/api/v1/graphApi/104203316301_1001?fields=id' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('configured social sources', () => {
  let fake: FakeSocialApi;
  let remote: TestApp;
  const remoteEnv = () => ({
    FEED_YOUTUBE_API_URL: fake.url,
    FEED_YOUTUBE_API_KEY: 'yt-key',
    FEED_GRAPH_API_URL: `${fake.url}/v21.0`,
    FEED_GRAPH_ACCESS_TOKEN: 'graph-token',
    FEED_ACCOUNTS: JSON.stringify({
      BOSS: { youtubeChannelId: 'UCboss', facebookPageId: '555' },
      ROLAND: { instagramUserId: '1784' },
    }),
  });
  beforeAll(async () => {
    fake = await startFakeSocialApi();
    remote = await createTestApp(remoteEnv());
  });
  afterAll(async () => {
    await remote.close();
    await fake.close();
  });
  const remoteFeed = (query: string) => remote.app.inject({ url: `/api/v1/feed?${query}` });

  it('shows the channel’s videos, cached: the source is asked once within FEED_CACHE_SECONDS', async () => {
    fake.answer('/youtube/v3/channels', {
      items: [{ contentDetails: { relatedPlaylists: { uploads: 'UUboss' } } }],
    });
    fake.answer('/youtube/v3/playlistItems', {
      items: [
        {
          snippet: {
            title: 'RC-505mkII live looping',
            publishedAt: '2026-11-21T10:00:00Z',
            thumbnails: {},
            resourceId: { videoId: 'loop5050505' },
          },
        },
      ],
    });
    const page = (await remoteFeed('tab=youtube&brand=BOSS')).json();
    expect(page.items).toEqual([
      expect.objectContaining({ videoId: 'loop5050505', title: 'RC-505mkII live looping' }),
    ]);
    const asked = fake.seen.length;
    await remoteFeed('tab=youtube&brand=BOSS');
    expect(fake.seen.length).toBe(asked);
  });

  it('two processes asked at once ask the source once and show the same answer', async () => {
    const second = await createTestApp(remoteEnv(), { sameStoresAs: remote });
    try {
      const photo = {
        id: '9',
        caption: 'FANTOM-8 in the studio',
        media_type: 'IMAGE',
        media_url: 'https://cdninstagram.com/9.jpg',
        permalink: 'https://www.instagram.com/p/9',
        timestamp: '2026-11-20T00:00:00+0000',
      };
      fake.answer('/v21.0/1784/media', { data: [photo] }, 200, 300);
      const url = '/api/v1/feed?tab=instagram&brand=ROLAND';
      const pages = await Promise.all(
        [remote, second, remote, second].map(async ({ app }) => (await app.inject({ url })).json()),
      );
      for (const page of pages) expect(page.items[0].title).toBe('FANTOM-8 in the studio');
      expect(fake.seen.filter((request) => request.path === '/v21.0/1784/media')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a failing source leaves its seeded items in place (quiet), and a brand without an account keeps its seed', async () => {
    fake.answer('/v21.0/555/posts', { error: { message: 'rate limited' } }, 500);
    const posts = await remoteFeed('tab=facebook&brand=BOSS');
    expect(posts.statusCode).toBe(200);
    expect(posts.json().items[0].title).toMatch(/SD-1|DD-8|WAZA/);
    const roland = (await remoteFeed('tab=youtube&brand=ROLAND')).json();
    expect(roland.items[0].title).toMatch(/FP-30X/);
  });

  it('the graph proxy forwards to the Graph API with the token and passes only the asked fields', async () => {
    fake.answer('/v21.0/555_1', { id: '555_1', message: 'Hi', from: { name: 'someone' } });
    const { idToken: token } = await activeUser(remote, 'graph-reader@example.com');
    const response = await remote.app.inject({
      url: '/api/v1/graphApi/555_1?fields=id,message',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ id: '555_1', message: 'Hi' });
    expect(fake.seen.at(-1)?.query.get('access_token')).toBe('graph-token');
  });
});
