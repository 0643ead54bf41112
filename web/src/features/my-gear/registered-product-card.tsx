import type { GearTransferResponse, RegisteredProductResponse } from '@backstage/domain';
import { productSupportTab } from '@backstage/domain';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '@/lib/current-brand';
import { productImageUrl } from '@/lib/product-image';
import { useFormatDay } from './use-format-day';
import { WarrantyText } from './warranty-text';

// Loads when a card's history is first opened (issue #27, bench/README.md#javascript-budgets).
const UnitHistoryDialog = lazy(() =>
  import('./transfers/unit-history-dialog').then((m) => ({ default: m.UnitHistoryDialog })),
);

/**
 * One product in My Gear: image, name (to its product page), serial, purchase date, dealer, warranty; edit,
 * continue (pending), support, hand it on or cancel its pending transfer, its history, unregister.
 */
export function RegisteredProductCard({
  registration,
  transfer,
  onEdit,
  onUnregister,
  onHandOn,
  onCancelTransfer,
}: {
  registration: RegisteredProductResponse;
  /** The open transfer of this unit the user started, if any (docs/product.md#gear-transfer). */
  transfer?: GearTransferResponse;
  onEdit(): void;
  onUnregister(): void;
  onHandOn(): void;
  onCancelTransfer(): void;
}) {
  const { t } = useTranslation('myGear');
  const day = useFormatDay();
  const [history, setHistory] = useState(false);
  const { brand } = useBrand();
  const { product } = registration;
  const pending = registration.status === 'pending';
  const date = registration.purchaseDate ? day(registration.purchaseDate) : undefined;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`gear-${registration.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia
        component="img"
        image={productImageUrl(product.slug)}
        alt=""
        sx={{ height: 160, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={`gear-${registration.id}`} variant="h3" component="h2">
            <Link component={RouterLink} to={`/products/${encodeURIComponent(product.slug)}`} color="inherit">
              {product.name}
            </Link>
          </Typography>
          {pending && <Chip size="small" color="warning" label={t('list.pending')} />}
          {transfer && <Chip size="small" variant="outlined" label={t('transfer.pending')} />}
        </Stack>
        <Typography color="text.secondary">{product.brand.value}</Typography>
        {registration.serialCode && (
          <Typography>{t('list.serial', { serial: registration.serialCode })}</Typography>
        )}
        {date && <Typography>{t('list.purchased', { date })}</Typography>}
        {registration.purchaseDealer?.name && (
          <Typography>{t('list.dealer', { dealer: registration.purchaseDealer.name })}</Typography>
        )}
        {registration.ownership === 'disputed' ? (
          <Alert severity="info">{t('dispute.card')}</Alert>
        ) : (
          <WarrantyText warranty={registration.warranty} />
        )}
        {transfer && (
          <Typography color="text.secondary">
            {t('transfer.pendingTo', { email: transfer.recipientEmail, date: day(transfer.expiresOn) })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button
          onClick={onEdit}
          aria-label={t(pending ? 'list.continueFor' : 'list.editFor', { name: product.name })}
        >
          {t(pending ? 'list.continue' : 'list.edit')}
        </Button>
        {!pending && (
          // docs/product.md#support-forms: the support form opens filled from this product (a link, not an
          // import); docs/product.md#support-tabs: a DWe / DW Soundworks product has its own form.
          <Button
            component={RouterLink}
            to={`/support/${productSupportTab(brand, product)}?registeredProduct=${registration.id}`}
            aria-label={t('list.getSupportFor', { name: product.name })}
          >
            {t('list.getSupport')}
          </Button>
        )}
        {!pending &&
          (transfer ? (
            <Button onClick={onCancelTransfer} aria-label={t('transfer.cancelFor', { name: product.name })}>
              {t('transfer.cancel')}
            </Button>
          ) : (
            <Button onClick={onHandOn} aria-label={t('transfer.handOnFor', { name: product.name })}>
              {t('transfer.handOn')}
            </Button>
          ))}
        <Button onClick={() => setHistory(true)} aria-label={t('history.title', { name: product.name })}>
          {t('history.open')}
        </Button>
        <Button
          color="error"
          onClick={onUnregister}
          aria-label={t('list.unregisterFor', { name: product.name })}
        >
          {t('list.unregister')}
        </Button>
      </CardActions>
      {history && (
        <Suspense fallback={null}>
          <UnitHistoryDialog id={registration.id} name={product.name} onClose={() => setHistory(false)} />
        </Suspense>
      )}
    </Card>
  );
}
