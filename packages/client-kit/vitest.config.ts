import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'client-kit', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
