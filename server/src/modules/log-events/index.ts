// The log-events module: the app's log events (`POST`/`DELETE /api/services/log`) and their operator query.
export { LOG_QUERY_USAGE, logEventLine, parseLogQueryArgs } from './log-query';
export { findLogEvents } from './log-repo';
export { logEventRoutes } from './routes';
