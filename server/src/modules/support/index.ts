// The support module: support requests as tickets in the built-in help desk, my requests, staff answers.
export { supportRoutes } from './routes';
