import type { ProductInfo } from '@backstage/domain';
import { Card, CardContent, CardMedia, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { productImageUrl } from '@/lib/product-image';
import { EmptyTab } from './empty-tab';
import { ProductLink } from './external-link';
import { usePaged } from './paged';

/** The accessories tab: what goes with the product; those in the catalogue link to their own page. */
export function AccessoriesTab({ info }: { info: ProductInfo }) {
  const { t } = useTranslation('products');
  const { shown, pager } = usePaged(info.accessories, t('pages', { tab: t('shell:tabs.accessories') }));
  if (info.accessories.length === 0) return <EmptyTab>{t('empty.accessories')}</EmptyTab>;
  return (
    <Stack spacing={3}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((accessory) => (
          <Grid key={accessory.name} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              {accessory.slug && (
                <CardMedia
                  component="img"
                  image={productImageUrl(accessory.slug)}
                  alt=""
                  sx={{ height: 120, objectFit: 'contain', bgcolor: 'action.hover' }}
                />
              )}
              <CardContent>
                <Typography variant="h3" component="h3" gutterBottom>
                  {accessory.slug ? (
                    <ProductLink href={`/products/${accessory.slug}/features`}>{accessory.name}</ProductLink>
                  ) : (
                    accessory.name
                  )}
                </Typography>
                <Typography color="text.secondary">{accessory.description}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {pager}
    </Stack>
  );
}
