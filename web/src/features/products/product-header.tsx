import { BRAND_LABELS, type ProductInfo } from '@backstage/domain';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProductImages } from './api/get-product-images';

/** The product's image, name, brand, type, model code and summary above its tabs. */
export function ProductHeader({ info }: { info: ProductInfo }) {
  const { t, i18n } = useTranslation('products');
  const images = useProductImages(info.slug, info.brand, i18n.language);
  const image = images.data?.[0];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        sx={{
          // On a phone the image stays small and centred so the name and tabs are in the first view.
          width: { xs: 240, sm: 280 },
          alignSelf: { xs: 'center', sm: 'auto' },
          aspectRatio: '4 / 3',
          flexShrink: 0,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {image && (
          <Box
            component="img"
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        )}
      </Box>
      <Stack spacing={1}>
        <Typography variant="h1">{info.name}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography color="text.secondary">{BRAND_LABELS[info.brand]}</Typography>
          {info.type && <Chip size="small" label={info.type} />}
        </Stack>
        <Typography color="text.secondary">{t('modelCode', { code: info.modelCode })}</Typography>
        {info.summary && <Typography sx={{ maxWidth: '60ch' }}>{info.summary}</Typography>}
      </Stack>
    </Stack>
  );
}
