import { defineConfig } from 'vitest/config';

// The isolation sweep and the input fuzzer: their own project, run by `npm test` and on PostgreSQL in CI.
export default defineConfig({
  test: {
    name: 'sweep',
    environment: 'node',
    include: ['src/testing/sweep/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Test files of a worker share its loaded modules (each still builds its own app, database and store):
    // importing the whole server per file cost a third of the suite's time.
    isolate: false,
    setupFiles: ['src/testing/vitest-setup.ts'],
  },
});
