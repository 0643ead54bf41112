import { Card, CardContent, Skeleton } from '@mui/material';

/** The shape of a feed card while its page loads. */
export function FeedCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <CardContent>
        <Skeleton width="30%" />
        <Skeleton width="90%" height={28} />
        <Skeleton width="70%" />
      </CardContent>
    </Card>
  );
}
