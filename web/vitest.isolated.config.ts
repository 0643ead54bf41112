import { webTests } from './vitest.config';

// The web's test files that mock a module (vitest.config.ts, MOCKING_FILES), each with a module cache of its own.
export default webTests({ isolated: true });
