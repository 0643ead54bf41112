import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a condition, not a time: give a busy machine room before calling it missing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
