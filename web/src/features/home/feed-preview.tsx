import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeed } from '@/lib/api/get-feed';
import { FeedCard } from '@/lib/feed/feed-card';
import { FeedCardSkeleton } from '@/lib/feed/feed-card-skeleton';
import { FeedGrid } from '@/lib/feed/feed-grid';
import { useQuietFeedError } from '@/lib/feed/use-quiet-feed-error';

const PREVIEW = 3;

/** The first items of the feed's All tab with the way to MyFeed; hidden when the feed fails (quiet, docs/product.md#feed). */
export function FeedPreview() {
  const { t } = useTranslation('homeDashboard');
  const feed = useFeed('all');
  useQuietFeedError(feed.error);
  const items = feed.data?.pages[0]?.items.slice(0, PREVIEW) ?? [];
  if (feed.isError || (feed.isSuccess && items.length === 0)) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="home-feed-title">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="home-feed-title" variant="h5" component="h2">
          {t('feed.title')}
        </Typography>
        <Button component={Link} to="/myfeed">
          {t('feed.all')}
        </Button>
      </Stack>
      <FeedGrid>
        {feed.isPending
          ? [1, 2, 3].map((key) => <FeedCardSkeleton key={key} />)
          : items.map((item) => <FeedCard key={item.id} item={item} />)}
      </FeedGrid>
    </Stack>
  );
}
