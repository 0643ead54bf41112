import type { ProductInfo } from '@backstage/domain';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyTab } from './empty-tab';
import { ProductLink } from './external-link';
import { usePaged } from './paged';

/** The support tab: the portal's support pages for the product's brand and any the product adds. */
export function SupportTab({ info }: { info: ProductInfo }) {
  const { t } = useTranslation('products');
  const { shown, pager } = usePaged(info.support, t('pages', { tab: t('shell:tabs.support') }));
  if (info.support.length === 0) return <EmptyTab>{t('empty.support')}</EmptyTab>;
  return (
    <Stack spacing={3}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((link) => (
          <Grid key={link.href + link.title} size={{ xs: 12, sm: 6 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" component="h3" gutterBottom>
                  <ProductLink href={link.href}>{link.title}</ProductLink>
                </Typography>
                <Typography color="text.secondary">{link.description}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {pager}
    </Stack>
  );
}
