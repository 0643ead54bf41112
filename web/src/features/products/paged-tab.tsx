import type { ProductInfoTab } from '@backstage/domain';
import { Card, CardContent, Grid, type GridSize, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyTab } from './empty-tab';
import { usePaged } from './paged';

/** A tab of a product page: its items a page at a time with the page control under them, or the line saying it has none. */
export function PagedTab<T>({
  tab,
  items,
  children,
}: {
  tab: ProductInfoTab;
  items: readonly T[];
  /** Draws the items of the page shown. */
  children(shown: T[]): ReactNode;
}) {
  const { t } = useTranslation('products');
  const { shown, pager } = usePaged(items, t('pages', { tab: t(`shell:tabs.${tab}`) }));
  if (items.length === 0) return <EmptyTab>{t(`empty.${tab}`)}</EmptyTab>;
  return (
    <Stack spacing={3}>
      {children(shown)}
      {pager}
    </Stack>
  );
}

/** Items as a list of outlined cards in a grid, each its title (h3) over its text, an image above when it has one. */
export function CardGrid<T>({
  items,
  itemKey,
  size,
  title,
  text,
  media,
}: {
  items: readonly T[];
  itemKey(item: T): string;
  /** The share of a row a card takes at each width. */
  size: { xs?: GridSize; sm?: GridSize; md?: GridSize };
  title(item: T): ReactNode;
  text(item: T): ReactNode;
  media?(item: T): ReactNode;
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={itemKey(item)} size={size} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            {media?.(item)}
            <CardContent>
              <Typography variant="h3" component="h3" gutterBottom>
                {title(item)}
              </Typography>
              {text(item)}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
