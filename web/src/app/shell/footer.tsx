import { BRAND_LABELS } from '@backstage/domain';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CultureSelect } from '@/i18n';
import { useBrand } from '@/lib/current-brand';
import { HydrateLater } from '@/lib/hydration/hydrate-later';

/**
 * Footer: policy links, language choice and copyright in the brand's name; `appChrome` (the app client's
 * screens, docs/product.md#app-client-screens) keeps the language choice and copyright, without links away.
 */
export function Footer({ appChrome = false }: { appChrome?: boolean }) {
  const { t } = useTranslation('shell');
  const { brand } = useBrand();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container sx={{ py: 3 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          {!appChrome && (
            // The links wrap rather than widen the page where their words are long (German at 390 px, issue #39).
            <Stack
              direction="row"
              useFlexGap
              component="nav"
              aria-label={t('nav.footer')}
              sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
            >
              <Link component={RouterLink} to="/privacy">
                {t('nav.privacy')}
              </Link>
              <Link component={RouterLink} to="/policies">
                {t('nav.terms')}
              </Link>
            </Stack>
          )}
          <HydrateLater>
            <CultureSelect />
          </HydrateLater>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('footer.copyright', { year: new Date().getFullYear(), brand: BRAND_LABELS[brand] })}
        </Typography>
      </Container>
    </Box>
  );
}
