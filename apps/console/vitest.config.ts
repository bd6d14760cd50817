import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: { name: 'console', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
