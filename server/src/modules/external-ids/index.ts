// The external-ids module: the user's id at outside services (the store), `externalUserId/services/{serviceId}`.
export { findShopifyId } from './external-id-service';
export { externalIdRoutes } from './routes';
