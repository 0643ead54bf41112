export { createPassCodes } from './pass-code-service';
export { backstagePassRoutes } from './routes';
