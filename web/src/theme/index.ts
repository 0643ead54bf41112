export { BrandLogo } from './brand-logo';
export { BrandThemeProvider } from './brand-theme-provider';
