import type { ProductInfo } from '@backstage/domain';
import { CardMedia, Typography } from '@mui/material';
import { productImageUrl } from '@/lib/product-image';
import { ProductLink } from './external-link';
import { CardGrid, PagedTab } from './paged-tab';

/** The accessories tab: what goes with the product; those in the catalogue link to their own page. */
export function AccessoriesTab({ info }: { info: ProductInfo }) {
  return (
    <PagedTab tab="accessories" items={info.accessories}>
      {(shown) => (
        <CardGrid
          items={shown}
          itemKey={(accessory) => accessory.name}
          size={{ xs: 12, sm: 6, md: 4 }}
          media={(accessory) =>
            accessory.slug && (
              <CardMedia
                component="img"
                image={productImageUrl(accessory.slug)}
                alt=""
                sx={{ height: 120, objectFit: 'contain', bgcolor: 'action.hover' }}
              />
            )
          }
          title={(accessory) =>
            accessory.slug ? (
              <ProductLink href={`/products/${accessory.slug}/features`}>{accessory.name}</ProductLink>
            ) : (
              accessory.name
            )
          }
          text={(accessory) => <Typography color="text.secondary">{accessory.description}</Typography>}
        />
      )}
    </PagedTab>
  );
}
