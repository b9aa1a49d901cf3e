import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development; the built app is served by it on the same origin. */
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': apiServer } },
  preview: { proxy: { '/api': apiServer } },
  build: { outDir: 'dist', emptyOutDir: true },
});
