export { checkInsOf } from './check-in-service';
export { createPassCodes } from './pass-code-service';
export { backstagePassRoutes } from './routes';
