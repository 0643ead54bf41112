import { productSupportTab, type RegisteredProductResponse } from '@backstage/domain';
import {
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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCulture } from '@/i18n';
import { useBrand } from '@/lib/current-brand';
import { productImageUrl } from '@/lib/product-image';

/**
 * One product in My Gear: image, name (to its product page), serial, purchase date, dealer; edit, continue
 * (pending) and unregister.
 */
export function RegisteredProductCard({
  registration,
  onEdit,
  onUnregister,
}: {
  registration: RegisteredProductResponse;
  onEdit(): void;
  onUnregister(): void;
}) {
  const { t } = useTranslation('myGear');
  const { cultureCode } = useCulture();
  const { brand } = useBrand();
  const { product } = registration;
  const pending = registration.status === 'pending';
  const date = registration.purchaseDate
    ? new Intl.DateTimeFormat(cultureCode, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(registration.purchaseDate),
      )
    : undefined;
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
        </Stack>
        <Typography color="text.secondary">{product.brand.value}</Typography>
        {registration.serialCode && (
          <Typography>{t('list.serial', { serial: registration.serialCode })}</Typography>
        )}
        {date && <Typography>{t('list.purchased', { date })}</Typography>}
        {registration.purchaseDealer?.name && (
          <Typography>{t('list.dealer', { dealer: registration.purchaseDealer.name })}</Typography>
        )}
      </CardContent>
      <CardActions>
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
        <Button
          color="error"
          onClick={onUnregister}
          aria-label={t('list.unregisterFor', { name: product.name })}
        >
          {t('list.unregister')}
        </Button>
      </CardActions>
    </Card>
  );
}
