import { SIGNUP_PATH } from '@backstage/domain';
import { Button, Card, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { isSignedIn } from '@/lib/credentials';
import { productImageUrl } from '@/lib/product-image';
import { useQueryParam } from '@/lib/query-params';
import { rememberRedirectRoute } from '@/lib/redirect-route';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useProductSearch } from './api/search-products';

/** QRCodeLP: the registration card's QR code; signed in it opens the registration, else sign-up continues to it. */
export default function QrLandingPage() {
  const { t } = useTranslation('qr');
  usePageTitle(t('title'));
  const modelCode = useQueryParam('mdl') ?? '';
  const target = `/mygear/register_product${modelCode ? `?mdl=${encodeURIComponent(modelCode)}` : ''}`;
  const signedIn = isSignedIn();
  const found = useProductSearch(signedIn ? '' : modelCode);
  const product = found.data?.find((p) => p.modelCode.toLowerCase() === modelCode.toLowerCase());
  useEffect(() => {
    if (!signedIn) rememberRedirectRoute(target);
  }, [signedIn, target]);

  if (signedIn) return <Navigate to={target} replace />;
  if (found.isLoading) return <CenteredSpinner />;
  const name = product ? `${product.brand.value} ${product.name}` : modelCode;
  return (
    <PageContainer narrow>
      <Card variant="outlined">
        {product && (
          <CardMedia
            component="img"
            image={productImageUrl(product.slug)}
            alt=""
            sx={{ height: 200, objectFit: 'contain', bgcolor: 'action.hover' }}
          />
        )}
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h1">{name ? t('heading', { name }) : t('title')}</Typography>
            <Typography>{t('text')}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              <Button component={Link} to={SIGNUP_PATH} variant="contained" size="large">
                {t('createAccount')}
              </Button>
              <Button component={Link} to="/login" variant="outlined" size="large">
                {t('signIn')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
