import type { ProductInfo } from '@backstage/domain';
import { Typography } from '@mui/material';
import { CardGrid, PagedTab } from './paged-tab';

/** The features tab: what the product does, one card each. */
export function FeaturesTab({ info }: { info: ProductInfo }) {
  return (
    <PagedTab tab="features" items={info.features}>
      {(shown) => (
        <CardGrid
          items={shown}
          itemKey={(feature) => feature.title}
          size={{ xs: 12, md: 6 }}
          title={(feature) => feature.title}
          text={(feature) => <Typography>{feature.body}</Typography>}
        />
      )}
    </PagedTab>
  );
}
