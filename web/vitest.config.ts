import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: srcAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Rendering MUI screens in jsdom takes seconds when the machine is busy (CI runs the suites side by side).
    testTimeout: 20_000,
  },
});
