import { Box, Card, CardContent, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedItem } from '@/lib/api/get-feed';
import { VideoEmbed } from './video-embed';

const PORTAL_PREFIX = '/backstage/';

/** The card's link: a portal page through the router, anything else in a new tab. */
function ItemLink({ item }: { item: FeedItem }) {
  const text = item.title;
  if (item.url.startsWith(PORTAL_PREFIX))
    return (
      <MuiLink
        component={Link}
        to={item.url.slice(PORTAL_PREFIX.length - 1)}
        underline="hover"
        color="inherit"
      >
        {text}
      </MuiLink>
    );
  return (
    <MuiLink href={item.url} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
      {text}
    </MuiLink>
  );
}

/** One feed item (docs/product.md#feed): where it comes from, its picture or video, title, text and date. */
export function FeedCard({ item, headingLevel = 'h3' }: { item: FeedItem; headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('feed');
  const date = new Date(item.publishedAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {item.videoId ? (
        <VideoEmbed videoId={item.videoId} title={item.title} imageUrl={item.imageUrl} />
      ) : (
        item.imageUrl && (
          <Box
            component="img"
            src={item.imageUrl}
            alt=""
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'contain', bgcolor: 'action.hover' }}
          />
        )
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`source.${item.source}`)} />
            <Typography variant="caption" color="text.secondary" component="time" dateTime={item.publishedAt}>
              {date}
            </Typography>
          </Stack>
          <Typography variant="h6" component={headingLevel} sx={{ fontSize: '1.05rem' }}>
            <ItemLink item={item} />
          </Typography>
          {item.text && (
            <Typography variant="body2" color="text.secondary">
              {item.text}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
