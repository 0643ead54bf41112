// The temporary-data module: QR registration and the redirect carried across sign-up.
export { temporaryDataRoutes } from './routes';
export { temporaryDataOfUser } from './temporary-data-service';
