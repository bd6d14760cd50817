import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client-kit',
    environment: 'jsdom',
    // antd forms in jsdom take seconds each when the server's tests share the two cores: 5 s timed out here,
    // and CI's host ran a 4.5 s test past 20 s (2026-11-28). A hang still fails.
    testTimeout: 45_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
