export { installableAppRoutes } from './routes';
