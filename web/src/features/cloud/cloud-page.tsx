import { BRAND_THEMES, themeOfBrand } from '@backstage/domain';
import { Box, Stack, Typography } from '@mui/material';
// As BrandThemeProvider: the provider without MUI's CSS-variables one.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { BrandContext } from '@/lib/current-brand';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { muiTheme } from '@/theme/mui-theme';

const RVS = { brand: 'RVS' as const, themeName: themeOfBrand('RVS') };
const RVS_THEME = muiTheme(BRAND_THEMES[RVS.themeName]);

function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Stack spacing={3}>
        <Typography variant="h1">{title}</Typography>
        {children}
      </Stack>
    </PageContainer>
  );
}

/**
 * A Roland Cloud screen: the RVS theme and the "Roland Cloud - {page}" title (docs/product.md#roland-cloud).
 * The theme is scoped to the page's own area: the shell around it (header, footer) keeps the visit's brand.
 */
export function CloudPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BrandContext.Provider value={RVS}>
      <ThemeProvider theme={RVS_THEME}>
        <Box sx={{ bgcolor: 'background.default', color: 'text.primary', minHeight: '70vh' }}>
          <Titled title={title}>{children}</Titled>
        </Box>
      </ThemeProvider>
    </BrandContext.Provider>
  );
}
