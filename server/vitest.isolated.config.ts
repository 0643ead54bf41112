import { serverTests } from './vitest.config';

// The server's test files that measure the event loop (vitest.config.ts, ISOLATED_FILES), each in a worker of its own.
export default serverTests({ isolated: true });
