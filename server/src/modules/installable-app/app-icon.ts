import { BRAND_THEMES, type ThemeName } from '@backstage/domain';

/**
 * The app icon of a theme: the Backstage "B" of the favicon in the theme's accent on its background
 * (docs/product.md#installable-app). `maskable` keeps the mark inside the safe zone a launcher may crop to.
 */
export function appIconSvg(theme: ThemeName, purpose: 'any' | 'maskable'): string {
  const palette = BRAND_THEMES[theme];
  // The favicon's mark is drawn on a 32-unit grid, 16 units wide; maskable icons shrink it to the inner 80 %.
  const scale = purpose === 'maskable' ? 10 : 14;
  const offset = (512 - 32 * scale) / 2;
  const radius = purpose === 'maskable' ? 0 : 96;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    `<rect width="512" height="512" rx="${radius}" fill="${palette.background}"/>`,
    `<path transform="translate(${offset} ${offset}) scale(${scale})" fill="${palette.primary}" `,
    'd="M9 8h8a6 6 0 0 1 0 12h-4v4H9z M13 12v4h4a2 2 0 0 0 0-4z"/>',
    '</svg>',
  ].join('');
}
