import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CAPTCHA_PORT, E2E_WORKERS, journeyOrigin, journeyPort } from './tests/support/origins';

/**
 * Browser journeys against the production build, in Debian's Chromium (never a downloaded browser).
 * Each Playwright worker has a server of its own on a fresh embedded database (test captcha provider), so
 * journeys of two files never share a buyer's cart or a setting; one more server has the real slide captcha
 * for the captcha test. Ports: `journeyOrigin` (support/origins.ts).
 */
const runId = `${Date.now()}`;
const dataDir = (name: string) => path.join(os.tmpdir(), `mall-e2e-${runId}-${name}`);
const serverEntry = path.resolve(import.meta.dirname, '../apps/server/dist/server.js');

const server = (port: number, name: string, extra: Record<string, string>) => ({
  command: `node ${serverEntry}`,
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: dataDir(name),
    SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? '600',
    LOG_LEVEL: 'warn',
    // Lets the credit journey age a statement past its due date (routes under /api/test-support).
    TEST_SUPPORT: '1',
    // The scheduled jobs are off under NODE_ENV=test; the notification service's reader of the outbox runs,
    // as in production (the 站内信 of an order placed or shipped comes from it), every second.
    NOTIFY_OUTBOX_EVERY_SECONDS: '1',
    ...extra,
  },
});

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry shows whether a failure is flaky; the list reporter names such a test under "flaky" and
  // `.ci/run` prints the list again at its end. E2E_FAIL_ON_FLAKY=1 (`.ci/run`'s default) makes a test that
  // needed its retry fail the run (issue 43).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: process.env.E2E_FAIL_ON_FLAKY === '1',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // After the list, the slowest files and the actions that waited longest (support/slowest-reporter.ts).
  reporter: [['list'], ['./tests/support/slowest-reporter.ts']],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // The person's "reduce motion" setting, which both apps honour (antd's motion off: dialogs, drawers,
    // menus and messages appear and go at once; client-kit reduced-motion.ts). A click can't land in a dialog
    // still zooming in, and the browser draws no animation frames (decision record
    // 2026-12-03-journeys-reduced-motion.md). E2E_MOTION=full runs them with the motion on.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: [/captcha\.spec\.ts/, /maintenance\.spec\.ts/],
      use: { baseURL: journeyOrigin(0) },
    },
    // Maintenance mode is global to the server: switched on only once every other journey has run.
    {
      name: 'maintenance',
      testMatch: /maintenance\.spec\.ts/,
      dependencies: ['journeys'],
      use: { baseURL: journeyOrigin(0) },
    },
    {
      name: 'slide-captcha',
      testMatch: /captcha\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${CAPTCHA_PORT}` },
    },
  ],
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, i) =>
      server(journeyPort(i), `journeys-${i}`, { CAPTCHA_PROVIDER: 'test' }),
    ),
    server(CAPTCHA_PORT, 'captcha', { CAPTCHA_PROVIDER: 'slide' }),
  ],
});
