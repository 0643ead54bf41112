import type { ProductInfo } from '@backstage/domain';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyTab } from './empty-tab';
import { usePaged } from './paged';

/** The features tab: what the product does, one card each. */
export function FeaturesTab({ info }: { info: ProductInfo }) {
  const { t } = useTranslation('products');
  const { shown, pager } = usePaged(info.features, t('pages', { tab: t('shell:tabs.features') }));
  if (info.features.length === 0) return <EmptyTab>{t('empty.features')}</EmptyTab>;
  return (
    <Stack spacing={3}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((feature) => (
          <Grid key={feature.title} size={{ xs: 12, md: 6 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" component="h3" gutterBottom>
                  {feature.title}
                </Typography>
                <Typography>{feature.body}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {pager}
    </Stack>
  );
}
