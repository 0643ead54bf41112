import { type FeedItemResponse, PLAYLIST_ITEMS_PER_REQUEST } from '@backstage/domain';
import { z } from 'zod';
import { getJson, sourceUrl } from './http-json';

export interface YoutubeOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

// Only the parts of the YouTube Data API v3 answers we use.
const channelsAnswer = z.object({
  items: z
    .array(z.object({ contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string() }) }) }))
    .default([]),
});
const thumbnail = z.object({ url: z.string() }).optional();
const playlistItemsAnswer = z.object({
  items: z.array(
    z.object({
      snippet: z.object({
        title: z.string(),
        description: z.string().default(''),
        publishedAt: z.string(),
        thumbnails: z
          .object({ medium: thumbnail, high: thumbnail, default: thumbnail })
          .partial()
          .default({}),
        resourceId: z.object({ videoId: z.string() }),
      }),
    }),
  ),
});

/**
 * The newest videos of a channel: `channels?part=contentDetails` names its uploads playlist, then
 * `playlistItems?part=snippet` lists up to 50 of them (docs/product.md#feed-calls).
 */
export async function fetchYoutubeVideos(
  options: YoutubeOptions,
  channelId: string,
): Promise<FeedItemResponse[]> {
  const key = options.apiKey;
  const channels = await getJson(
    sourceUrl(options.baseUrl, 'youtube/v3/channels', { part: 'contentDetails', id: channelId, key }),
    channelsAnswer,
    options.timeoutMs,
  );
  const uploads = channels.items[0]?.contentDetails.relatedPlaylists.uploads;
  if (!uploads) throw new Error(`YouTube channel ${channelId} not found`);
  const { items } = await getJson(
    sourceUrl(options.baseUrl, 'youtube/v3/playlistItems', {
      part: 'snippet',
      playlistId: uploads,
      maxResults: String(PLAYLIST_ITEMS_PER_REQUEST),
      key,
    }),
    playlistItemsAnswer,
    options.timeoutMs,
  );
  return items.map(({ snippet }) => {
    const videoId = snippet.resourceId.videoId;
    const thumbnails = snippet.thumbnails;
    return {
      id: `youtube-${videoId}`,
      source: 'youtube' as const,
      title: snippet.title,
      text: snippet.description,
      url: `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`,
      imageUrl: (thumbnails.medium ?? thumbnails.high ?? thumbnails.default)?.url ?? null,
      videoId,
      productSlug: null,
      publishedAt: snippet.publishedAt,
    };
  });
}
