import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tooling/vite-precompress';

// Served by the API server under /admin/ (apps/server/src/plugins/static.ts); dev server proxies /api.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000', '/open/docs': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
});
