import { FEED_TABS, type FeedTab } from '@backstage/domain';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { FeedList } from './feed-list';

const isTab = (value: string | undefined): value is FeedTab => FEED_TABS.includes(value as FeedTab);

/** MyFeed with its tabs All, YouTube, Facebook and Instagram (docs/product.md#feed); the shell draws the tab bar. */
export default function MyFeedPage() {
  const { t } = useTranslation('shell');
  const { tab } = useParams();
  const current: FeedTab | undefined = tab === undefined ? 'all' : isTab(tab) ? tab : undefined;
  usePageTitle(t(`tabs.${current ?? 'all'}`));
  if (!current) return <Navigate to="/myfeed" replace />;
  return (
    <PageContainer>
      <Stack spacing={3}>
        <Typography variant="h1">{t(`tabs.${current}`)}</Typography>
        <FeedList key={current} tab={current} />
      </Stack>
    </PageContainer>
  );
}
