// The external-ids module: the user's id at outside services (the store), `externalUserId/services/{serviceId}`.

export { findExternalId } from './external-id-repo';
export { externalIdRoutes } from './routes';
