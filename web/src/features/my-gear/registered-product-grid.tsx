import { PRODUCTS_PER_PAGE, type RegisteredProductResponse } from '@backstage/domain';
import { Grid, Pagination, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisteredProductCard } from './registered-product-card';

/** The registrations as cards, 12 to a page (docs/product.md#my-gear-list), so hundreds of them stay quick to show. */
export function RegisteredProductGrid({
  registrations,
  onEdit,
  onUnregister,
}: {
  registrations: RegisteredProductResponse[];
  onEdit(registration: RegisteredProductResponse): void;
  onUnregister(registration: RegisteredProductResponse): void;
}) {
  const { t } = useTranslation('myGear');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(registrations.length / PRODUCTS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = registrations.slice((current - 1) * PRODUCTS_PER_PAGE, current * PRODUCTS_PER_PAGE);
  return (
    <Stack spacing={3}>
      <Grid
        container
        spacing={2}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('list.label')}
      >
        {shown.map((registration) => (
          <Grid key={registration.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <RegisteredProductCard
              registration={registration}
              onEdit={() => onEdit(registration)}
              onUnregister={() => onUnregister(registration)}
            />
          </Grid>
        ))}
      </Grid>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={current}
          onChange={(_, next) => setPage(next)}
          aria-label={t('list.pages')}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
