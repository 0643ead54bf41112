import { BRAND_THEMES, type Brand, themeOfBrand } from '@backstage/domain';
import { CssBaseline } from '@mui/material';
// @mui/system's provider: the one @mui/material's hands a theme without CSS variables to (as these are), without
// the CSS-variables provider @mui/material's carries beside it (bench/README.md, stop 37).
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { BrandContext, currentBrand } from '@/lib/current-brand';
import { cssVariables, muiTheme } from './mui-theme';

/** Applies the brand's theme: MUI theme, CSS variables, `data-brand`/`data-theme` on <html>, theme-color. */
export function BrandThemeProvider({ children, brand: given }: { children: ReactNode; brand?: Brand }) {
  const brand = useMemo(() => given ?? currentBrand(), [given]);
  const themeName = themeOfBrand(brand);
  const palette = BRAND_THEMES[themeName];
  const theme = useMemo(() => muiTheme(palette), [palette]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.brand = brand;
    root.dataset.theme = themeName;
    for (const [name, value] of Object.entries(cssVariables(palette))) root.style.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', palette.surface);
  }, [brand, themeName, palette]);

  return (
    <BrandContext.Provider value={{ brand, themeName }}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </BrandContext.Provider>
  );
}
