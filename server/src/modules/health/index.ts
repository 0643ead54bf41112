// The health module: `GET /api/health`.
export { healthRoutes } from './routes';
