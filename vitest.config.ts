import { defineConfig } from 'vitest/config';
import LongestFirst from './tooling/vitest-sequencer';

// `npm test` runs every unit and API test; browser journeys live in e2e/ (npm run test:e2e).
export default defineConfig({
  test: {
    reporters: ['default', './tooling/vitest-slowest-files.ts'],
    // Vitest's default is one worker per core less one: a single worker on a two-core machine. Test files
    // wait on timers, argon2 and sockets as well as on the CPU, so three keep both cores busy.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      'packages/shared',
      'packages/client-kit',
      'packages/open-sdk',
      'apps/server',
      'apps/server/vitest.sweep.config.ts',
      'apps/web',
      'apps/console',
      'tooling',
    ],
  },
});
