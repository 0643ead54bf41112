import {
  type FeedItemResponse,
  GRAPH_FIELDS,
  type GraphField,
  PHOTO_SOURCE_ITEMS,
  SOCIAL_PAGE_SIZE,
} from '@backstage/domain';
import { z } from 'zod';
import { getJson, sourceUrl } from './http-json';

export interface GraphOptions {
  baseUrl: string;
  accessToken: string;
  timeoutMs: number;
}

// Only the parts of the Graph API answers we use.
const postsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      message: z.string().optional(),
      created_time: z.string(),
      permalink_url: z.string(),
      full_picture: z.string().optional(),
    }),
  ),
});
const mediaAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      caption: z.string().optional(),
      media_type: z.string(),
      media_url: z.string().optional(),
      thumbnail_url: z.string().optional(),
      permalink: z.string(),
      timestamp: z.string(),
    }),
  ),
});

/** The first line of a post or caption makes the card's title; the rest its text. */
function splitText(text: string | undefined, fallback: string): { title: string; text: string } {
  const [first = '', ...rest] = (text ?? '').trim().split('\n');
  return first ? { title: first.slice(0, 200), text: rest.join('\n').trim() } : { title: fallback, text: '' };
}

/** A page's newest posts: `{pageId}/posts?fields=` (docs/product.md#feed-calls). */
export async function fetchFacebookPosts(options: GraphOptions, pageId: string): Promise<FeedItemResponse[]> {
  const { data } = await getJson(
    sourceUrl(options.baseUrl, `${encodeURIComponent(pageId)}/posts`, {
      fields: 'id,message,created_time,permalink_url,full_picture',
      limit: String(SOCIAL_PAGE_SIZE * 3),
      access_token: options.accessToken,
    }),
    postsAnswer,
    options.timeoutMs,
  );
  return data.map((post) => ({
    id: `facebook-${post.id}`,
    source: 'facebook' as const,
    ...splitText(post.message, 'Facebook post'),
    url: post.permalink_url,
    imageUrl: post.full_picture ?? null,
    videoId: null,
    productSlug: null,
    publishedAt: post.created_time,
  }));
}

/** An account's newest photos and videos: `{userId}/media?fields=`, 12 of them (spec §7 photo source). */
export async function fetchInstagramMedia(
  options: GraphOptions,
  userId: string,
): Promise<FeedItemResponse[]> {
  const { data } = await getJson(
    sourceUrl(options.baseUrl, `${encodeURIComponent(userId)}/media`, {
      fields: 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp',
      limit: String(PHOTO_SOURCE_ITEMS),
      access_token: options.accessToken,
    }),
    mediaAnswer,
    options.timeoutMs,
  );
  return data.map((media) => ({
    id: `instagram-${media.id}`,
    source: 'instagram' as const,
    ...splitText(media.caption, 'Instagram post'),
    url: media.permalink,
    // A video shows its thumbnail; the card links to the post rather than playing it here.
    imageUrl: (media.media_type === 'VIDEO' ? media.thumbnail_url : media.media_url) ?? null,
    videoId: null,
    productSlug: null,
    publishedAt: media.timestamp,
  }));
}

/** `GET {id}?fields=` on the Graph API: only allowlisted string fields come back. */
export async function fetchGraphObject(
  options: GraphOptions,
  id: string,
  fields: GraphField[],
): Promise<Partial<Record<GraphField, string>> | undefined> {
  const url = sourceUrl(options.baseUrl, encodeURIComponent(id), {
    fields: fields.join(','),
    access_token: options.accessToken,
  });
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url.host} answered ${response.status}`);
  }
  const answer = z.record(z.string(), z.unknown()).parse(await response.json());
  const picked: Partial<Record<GraphField, string>> = {};
  for (const field of GRAPH_FIELDS)
    if (fields.includes(field) && typeof answer[field] === 'string') picked[field] = answer[field] as string;
  return picked;
}
