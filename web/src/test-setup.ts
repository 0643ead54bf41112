import { afterEach } from 'vitest';
import { cleanup, configure } from './test-utils';

// findBy*/waitFor wait for a condition, not a time: give a busy machine room before calling it missing. Every
// render in StrictMode, as the app runs in development: effects run twice and must cope (ADR 058).
configure({ asyncUtilTimeout: 5_000, reactStrictMode: true });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
