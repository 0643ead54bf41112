import { BRAND_LABELS, type Brand } from './brands';
import { BRAND_THEMES, themeOfBrand } from './themes';

/** docs/product.md#installable-app: the installed app's name, in the page titles' words. */
export function installedAppName(brand: Brand): string {
  return brand === 'RVS' ? 'Roland Cloud' : `${BRAND_LABELS[brand]} - Backstage`;
}

/** The web app manifest of a brand's site: its name, colours and icons; the app is the /backstage/ shell. */
export function webAppManifest(brand: Brand) {
  const theme = themeOfBrand(brand);
  const palette = BRAND_THEMES[theme];
  const icon = (purpose: 'any' | 'maskable') => ({
    src: `/backstage/icons/${theme}-${purpose}.svg`,
    sizes: 'any',
    type: 'image/svg+xml',
    purpose,
  });
  return {
    id: '/backstage/',
    name: installedAppName(brand),
    short_name: brand === 'RVS' ? 'Roland Cloud' : 'Backstage',
    description: `${BRAND_LABELS[brand]} Backstage: your account, your gear and your feed`,
    start_url: '/backstage/',
    scope: '/backstage/',
    display: 'standalone',
    background_color: palette.background,
    theme_color: palette.mode === 'dark' ? palette.background : palette.primary,
    icons: [icon('any'), icon('maskable')],
  };
}
