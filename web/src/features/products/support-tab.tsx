import type { ProductInfo } from '@backstage/domain';
import { Typography } from '@mui/material';
import { ProductLink } from './external-link';
import { CardGrid, PagedTab } from './paged-tab';

/** The support tab: the portal's support pages for the product's brand and any the product adds. */
export function SupportTab({ info }: { info: ProductInfo }) {
  return (
    <PagedTab tab="support" items={info.support}>
      {(shown) => (
        <CardGrid
          items={shown}
          itemKey={(link) => link.href + link.title}
          size={{ xs: 12, sm: 6 }}
          title={(link) => <ProductLink href={link.href}>{link.title}</ProductLink>}
          text={(link) => <Typography color="text.secondary">{link.description}</Typography>}
        />
      )}
    </PagedTab>
  );
}
