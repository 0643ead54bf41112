export { initialCulture } from './culture';
export { CultureSelect } from './culture-select';
export { changeCulture, initI18n } from './i18n';
export { useCulture } from './use-culture';
