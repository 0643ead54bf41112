import type { GearTransferResponse, RegisteredProductResponse } from '@backstage/domain';
import { PRODUCTS_PER_PAGE } from '@backstage/domain';
import { Grid, Pagination, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisteredProductCard } from './registered-product-card';

/** The registrations as cards, 12 to a page (docs/product.md#my-gear-list), so hundreds of them stay quick to show. */
export function RegisteredProductGrid({
  registrations,
  transfers = [],
  onEdit,
  onUnregister,
  onHandOn = () => {},
  onCancelTransfer = () => {},
}: {
  registrations: RegisteredProductResponse[];
  /** The user's open transfers: a card shows its own as pending. */
  transfers?: readonly GearTransferResponse[];
  onEdit(registration: RegisteredProductResponse): void;
  onUnregister(registration: RegisteredProductResponse): void;
  onHandOn?(registration: RegisteredProductResponse): void;
  onCancelTransfer?(transfer: GearTransferResponse): void;
}) {
  const { t } = useTranslation('myGear');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(registrations.length / PRODUCTS_PER_PAGE));
  const current = Math.min(page, pages);
  const pendingOf = (registration: RegisteredProductResponse) =>
    transfers.find((x) => x.direction === 'outgoing' && x.registeredProductId === registration.id);
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
              transfer={pendingOf(registration)}
              onEdit={() => onEdit(registration)}
              onUnregister={() => onUnregister(registration)}
              onHandOn={() => onHandOn(registration)}
              onCancelTransfer={() => {
                const transfer = pendingOf(registration);
                if (transfer) onCancelTransfer(transfer);
              }}
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
