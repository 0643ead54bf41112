import {
  BRAND_LABELS,
  BRAND_SITES,
  BRAND_THEMES,
  type Brand,
  brandSiteHost,
  themeOfBrand,
} from '@backstage/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** One brand on Homes: its name on its own theme colours, its site, and the user's gear of it. */
export function BrandHomeCard({
  brand,
  current,
  gearCount,
}: {
  brand: Brand;
  current: boolean;
  gearCount: number;
}) {
  const { t } = useTranslation('homes');
  const palette = BRAND_THEMES[themeOfBrand(brand)];
  const host = brandSiteHost(brand);
  const headingId = `homes-${brand.toLowerCase()}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', borderColor: current ? 'primary.main' : 'divider', borderWidth: current ? 2 : 1 }}
    >
      {/* The brand's own colours (docs/product.md#themes), whatever this site's theme is. */}
      <Box sx={{ bgcolor: palette.background, px: 2, py: 2.5, borderBottom: `4px solid ${palette.primary}` }}>
        <Typography
          id={headingId}
          variant="h5"
          component="h2"
          sx={{ color: palette.text, fontWeight: 800, letterSpacing: '0.02em' }}
        >
          {BRAND_LABELS[brand]}
        </Typography>
      </Box>
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {current && <Chip size="small" color="primary" label={t('current')} />}
          {gearCount > 0 && (
            <Link component={RouterLink} to="/mygear" underline="always">
              {t('gear', { count: gearCount })}
            </Link>
          )}
          {brand === 'RVS' && (
            <Link component={RouterLink} to="/cloud" underline="always">
              {t('cloudHome')}
            </Link>
          )}
          <Button
            variant="outlined"
            size="small"
            href={BRAND_SITES[brand]}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon aria-hidden />}
            aria-label={t('visitLabel', { host })}
          >
            {t('visit', { host })}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
