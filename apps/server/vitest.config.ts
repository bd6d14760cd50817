import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['src/testing/sweep/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files of a worker share its loaded modules (each still builds its own app, database and store):
    // importing the whole server per file cost a third of the suite's time.
    isolate: false,
    setupFiles: ['src/testing/vitest-setup.ts'],
  },
});
