// The external-ids module: the user's id at outside services (the store), `externalUserId/services/{serviceId}`.
export { externalIdRoutes } from './routes';
