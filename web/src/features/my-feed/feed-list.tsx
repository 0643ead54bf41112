import type { FeedTab } from '@backstage/domain';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeed } from '@/lib/api/get-feed';
import { FeedCard } from '@/lib/feed/feed-card';
import { FeedCardSkeleton } from '@/lib/feed/feed-card-skeleton';
import { FeedGrid } from '@/lib/feed/feed-grid';
import { useQuietFeedError } from '@/lib/feed/use-quiet-feed-error';
import { QueryError } from '@/lib/ui/query-error';
import { useLoadWhenSeen } from './use-load-when-seen';

const SKELETONS = [1, 2, 3, 4, 5, 6];

/**
 * One tab's items, 8 at first and 8 more as the end of the list scrolls into view, or on "Load more"
 * (docs/product.md#feed). A failing page is logged and leaves what is shown in place.
 */
export function FeedList({ tab }: { tab: FeedTab }) {
  const { t } = useTranslation('feed');
  const feed = useFeed(tab);
  useQuietFeedError(feed.error);
  const canLoad = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError;
  // The end of the list can come into view in the very moment "Load more" is pressed, before either has
  // redrawn the list: the second call joins the page on its way instead of asking for it again.
  const loadMore = () => {
    if (canLoad) void feed.fetchNextPage({ cancelRefetch: false });
  };
  const sentinel = useLoadWhenSeen(canLoad, loadMore);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

  if (feed.isPending)
    return (
      <FeedGrid label={t('loading')}>
        {SKELETONS.map((key) => (
          <FeedCardSkeleton key={key} />
        ))}
      </FeedGrid>
    );
  if (items.length === 0)
    return feed.isError ? (
      <QueryError
        error={feed.error}
        message={t('unavailable')}
        severity="info"
        onRetry={() => feed.refetch()}
      />
    ) : (
      <Alert severity="info">{t('empty')}</Alert>
    );
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <FeedGrid label={t('items', { tab: t(`tab.${tab}`) })}>
        {items.map((item) => (
          <FeedCard key={item.id} item={item} headingLevel="h2" />
        ))}
        {feed.isFetchingNextPage && SKELETONS.slice(0, 3).map((key) => <FeedCardSkeleton key={key} />)}
      </FeedGrid>
      <div ref={sentinel} />
      {feed.hasNextPage && (
        <Button variant="outlined" onClick={loadMore} disabled={feed.isFetchingNextPage}>
          {t('loadMore')}
        </Button>
      )}
      <output
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('shown', { count: items.length })}
      </output>
    </Stack>
  );
}
