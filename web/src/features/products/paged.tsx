import { PRODUCTS_PER_PAGE } from '@backstage/domain';
import { Pagination } from '@mui/material';
import { useState } from 'react';

/** One page of a long list, 12 to a page (docs/product.md#product-pages/docs/product.md#constants), and the page control when there is more than one. */
export function usePaged<T>(items: readonly T[], label: string) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / PRODUCTS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * PRODUCTS_PER_PAGE, current * PRODUCTS_PER_PAGE);
  const pager =
    pages > 1 ? (
      <Pagination
        count={pages}
        page={current}
        onChange={(_, next) => setPage(next)}
        aria-label={label}
        sx={{ alignSelf: 'center' }}
      />
    ) : null;
  return { shown, pager };
}
