import { Button, Card, CardContent, CardMedia, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productImageUrl } from '@/lib/product-image';
import type { Suggestion } from './use-unregistered-suggestions';

/** Units of the user's not in My Gear yet, each offered for registration with its model and serial. */
export function UnregisteredSuggestions({ suggestions }: { suggestions: Suggestion[] }) {
  const { t } = useTranslation('myGear');
  if (suggestions.length === 0) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="suggestions-title">
      <Typography id="suggestions-title" variant="h2">
        {t('suggestions.title')}
      </Typography>
      <Typography color="text.secondary">{t('suggestions.text')}</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {suggestions.map(({ device, product }) => (
          <Grid key={device.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%', display: 'flex' }}>
              <CardMedia
                component="img"
                image={productImageUrl(product.slug)}
                alt=""
                sx={{ width: 96, objectFit: 'contain', bgcolor: 'action.hover' }}
              />
              <CardContent>
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="h3">{`${product.brand.value} ${product.name}`}</Typography>
                  <Typography variant="body2">{t('list.serial', { serial: device.serial })}</Typography>
                  <Button
                    component={Link}
                    to={`/mygear/register_product?${new URLSearchParams({ mdl: product.modelCode, serial: device.serial })}`}
                    size="small"
                    variant="outlined"
                    aria-label={t('suggestions.registerLabel', { name: product.name })}
                  >
                    {t('suggestions.register')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
