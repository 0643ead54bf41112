import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  base: '/backstage/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: { '/api': api, '/cloud': api, '/.well-known': api } },
});
