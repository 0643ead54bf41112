import type { GraphField, GraphObjectResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { fetchGraphObject } from './graph-adapter';
import type { SeededFeed } from './seed-feed';
import { findSeededGraphItem, productImage, productPageUrl } from './seeded-items';
import { type FeedLog, graphOptions } from './social-sources';

/** The Graph shape of a seeded post or photo, so the proxy answers the same with or without the outside API. */
function seededGraphObject(seeded: SeededFeed, id: string): Partial<Record<GraphField, string>> | undefined {
  const found = findSeededGraphItem(seeded, id);
  if (!found) return undefined;
  const { source, item } = found;
  const text = item.text ? `${item.title}\n${item.text}` : item.title;
  const link = productPageUrl(item.slug);
  const picture = productImage(item.slug);
  return source === 'facebook'
    ? { id, message: text, created_time: item.publishedAt, permalink_url: link, full_picture: picture }
    : {
        id,
        caption: text,
        media_type: 'IMAGE',
        media_url: picture,
        permalink: link,
        timestamp: item.publishedAt,
      };
}

/**
 * docs/product.md#feed-calls `graphApi/{id}?fields=`: the allowlisted fields of a post or photo, from the Graph API
 * when a token is configured, else from the seeded feed; "Not found." for an id neither knows.
 */
export async function graphObject(
  deps: Deps,
  seeded: SeededFeed,
  id: string,
  fields: GraphField[],
  log: FeedLog,
): Promise<GraphObjectResponse> {
  const graph = graphOptions(deps.config);
  let found: Partial<Record<GraphField, string>> | undefined;
  try {
    found = graph ? await fetchGraphObject(graph, id, fields) : seededGraphObject(seeded, id);
  } catch (error) {
    log.warn({ err: error, id }, 'graph proxy: the Graph API failed');
    throw new AppError('TRY_AGAIN');
  }
  if (!found) throw new AppError('NOT_FOUND');
  return Object.fromEntries(
    fields.flatMap((field) => (found[field] === undefined ? [] : [[field, found[field]]])),
  );
}
