// The backup module: a consistent backup of the embedded database while the server runs (for
// `npm run db:backup`), and the run file that tells operator scripts which process holds DATA_DIR.
export { backupKey, backupRoutes } from './routes';
export { announceServer, runningServer } from './run-file';
