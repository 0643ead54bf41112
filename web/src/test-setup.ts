import { cleanup, configure } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a condition, not a time: give a busy machine room before calling it missing.
configure({ asyncUtilTimeout: 5_000 });

// Preact runs effects after the next frame, with a 35 ms timer as fallback that calls cancelAnimationFrame. When a
// file ends first, jsdom is gone by the time that timer fires and the call throws an unhandled error into the run.
// jsdom paints nothing, so effects run on the next task instead.
options.requestAnimationFrame = (callback) => {
  setTimeout(callback);
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
