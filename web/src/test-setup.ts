import { afterAll, afterEach } from 'vitest';
import { startAfresh } from './test-isolation';
import { cleanup, configure } from './test-utils';

// findBy*/waitFor wait for a condition, not a time: give a busy machine room before calling it missing. Every
// render in StrictMode, as the app runs in development: effects run twice and must cope (ADR 058).
configure({ asyncUtilTimeout: 5_000, reactStrictMode: true });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// After the file's own afterAll hooks: timers, spies, stubbed globals, module state, i18n, the address and the
// document's attributes go back to how the first file found them (test-isolation.ts).
afterAll(startAfresh);
