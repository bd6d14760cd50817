import { defineConfig } from 'vitest/config';

// `npm test` runs every unit and API test; browser journeys live in e2e/ (npm run test:e2e).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/client-kit',
      'apps/server',
      'apps/server/vitest.sweep.config.ts',
      'apps/web',
      'apps/console',
      'tooling',
    ],
  },
});
