export { BrandLogo } from './brand-logo';
export { BrandThemeProvider, useBrand } from './brand-theme-provider';
export { currentBrand } from './current-brand';
