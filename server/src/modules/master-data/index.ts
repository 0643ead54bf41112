// The master-data module: the master lists (the product catalogue, dealers, the small enumerations), their
// cache lists and signed cache links, product search. It owns these tables; others read them through here.
export {
  type CatalogueEntry,
  type CatalogueProduct,
  catalogueBrands,
  existingSlugs,
  findCatalogueEntry,
  findProduct,
  type ProductSummary,
  partsNeedInternalAccess,
  productSummaries,
} from './catalogue-repo';
export {
  type MasterLists,
  MasterValueCache,
  type ProfileList,
} from './master-value-cache';
export {
  findMasterValue,
  findMasterValues,
  type MasterValue,
  type MasterValueList,
  masterValues,
} from './master-value-repo';
export { masterDataRoutes } from './routes';
export { type StoreSummary, storeExists, storeSummaries } from './store-repo';
