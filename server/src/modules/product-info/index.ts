// The product-info module: product information, curation and localisation JSON.
export { contentPath } from './content-path';
export { type ContentStore, type CurationContent, loadContent, pickCulture } from './content-store';
export { productInfoRoutes } from './routes';
