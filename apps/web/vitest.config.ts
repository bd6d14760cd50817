import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // antd forms in jsdom take seconds each when the server's tests share the two cores: 5 s timed out here,
    // and CI's host ran a 4.5 s test past 20 s (2026-11-28). A hang still fails.
    testTimeout: 45_000,
    setupFiles: [path.resolve(import.meta.dirname, '../../tooling/dom-test-setup.ts')],
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
