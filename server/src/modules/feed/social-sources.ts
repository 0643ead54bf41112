import type { Brand, FeedItemResponse } from '@backstage/domain';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { madeOnce } from '../../lib/made-once';
import { fetchFacebookPosts, fetchInstagramMedia, type GraphOptions } from './graph-adapter';
import type { SeededFeed } from './seed-feed';
import { type SocialSourceName, seededItems } from './seeded-items';
import { fetchYoutubeVideos } from './youtube-adapter';

/** Something that reports a source's failure without failing the feed (docs/product.md#feed: quiet errors). */
export interface FeedLog {
  warn(details: object, message: string): void;
}

// A failing source is asked again after this, not at every request.
const FAILURE_RETRY_S = 60;

/** The Graph API settings, when a token is configured. */
export function graphOptions(config: Config): GraphOptions | undefined {
  if (!config.FEED_GRAPH_ACCESS_TOKEN) return undefined;
  return {
    baseUrl: config.FEED_GRAPH_API_URL,
    accessToken: config.FEED_GRAPH_ACCESS_TOKEN,
    timeoutMs: config.FEED_TIMEOUT_MS,
  };
}

/** The outside call for a brand's source, or undefined when the brand has no account there. */
function remoteFetch(config: Config, brand: Brand, source: SocialSourceName) {
  const accounts = config.FEED_ACCOUNTS[brand] ?? {};
  if (source === 'youtube') {
    const channelId = accounts.youtubeChannelId;
    if (!config.FEED_YOUTUBE_API_KEY || !channelId) return undefined;
    const options = {
      baseUrl: config.FEED_YOUTUBE_API_URL,
      apiKey: config.FEED_YOUTUBE_API_KEY,
      timeoutMs: config.FEED_TIMEOUT_MS,
    };
    return () => fetchYoutubeVideos(options, channelId);
  }
  const graph = graphOptions(config);
  const account = source === 'facebook' ? accounts.facebookPageId : accounts.instagramUserId;
  if (!graph || !account) return undefined;
  return source === 'facebook'
    ? () => fetchFacebookPosts(graph, account)
    : () => fetchInstagramMedia(graph, account);
}

/**
 * A brand's items of one social source: the configured outside source, kept FEED_CACHE_SECONDS in the shared
 * store and asked by one process at a time; the seeded items when there is none or it fails (then asked again
 * after a minute), and while another process's answer is overdue.
 */
export async function socialItems(
  deps: Deps,
  seeded: SeededFeed,
  log: FeedLog,
  brand: Brand,
  source: SocialSourceName,
): Promise<FeedItemResponse[]> {
  const fetchRemote = remoteFetch(deps.config, brand, source);
  const seed = () => seededItems(seeded, brand, source);
  if (!fetchRemote) return seed();
  // A source answers within two calls' timeouts (YouTube asks for the channel, then its uploads).
  const waitMs = 2 * deps.config.FEED_TIMEOUT_MS + 1000;
  const items = await madeOnce(deps.kv, `feed:${source}:${brand}`, waitMs, async () => {
    try {
      const value = (await fetchRemote()).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      return { value, ttlSeconds: deps.config.FEED_CACHE_SECONDS };
    } catch (error) {
      log.warn({ err: error, source, brand }, 'social feed source failed; showing the seeded items');
      return { value: seed(), ttlSeconds: Math.min(deps.config.FEED_CACHE_SECONDS, FAILURE_RETRY_S) };
    }
  });
  return items ?? seed();
}
