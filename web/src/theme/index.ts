export { BrandLogo } from './brand-logo';
export { BrandThemeProvider, useBrand } from './brand-theme-provider';
export { ConsentBanner } from './consent-banner';
export { currentBrand } from './current-brand';
