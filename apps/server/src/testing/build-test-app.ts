import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import type { DbHandle } from '../db/client';
import { createStore, type EphemeralStore } from '../lib/store';
import { createJobQueue, type JobQueue } from '../modules/platform/jobs';
import type { App } from '../lib/types';
import { createTestDb } from './test-db';

export type TestApp = App & {
  env: Env;
  db: DbHandle;
  jobs: JobQueue;
  /** The app's ephemeral store and, on Redis, its key prefix (shared by a second instance). */
  store: EphemeralStore;
  storePrefix: string;
};

/**
 * The real application on a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set) and a fresh
 * ephemeral store (in-process, or Redis under a unique key prefix when REDIS_URL is set).
 */
export async function buildTestApp(
  overrides: Partial<Record<string, string>> = {},
  /** Built storefront and console folders to serve (a fixture of the build); none by default. */
  web: { webRoot?: string; consoleRoot?: string } = {},
  /** The scheduled jobs' clock, and a wrapper around the app's job queue (to watch what runs). */
  more: { now?: () => Date; jobs?: (queue: JobQueue) => JobQueue } = {},
): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'test',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    ...overrides,
  });
  const db = await createTestDb(env.DATABASE_URL);
  const prefix = `mall-test:${randomBytes(6).toString('hex')}:`;
  const store = await createStore(env.REDIS_URL, prefix);
  // Its own queue keys on Redis: test files run side by side and must not take each other's jobs.
  const queue = createJobQueue({
    redisUrl: env.REDIS_URL,
    prefix: `${prefix}bull`,
    db: db.db,
    log: () => {},
  });
  const jobs = more.jobs ? more.jobs(queue) : queue;
  const serveWeb = web.webRoot !== undefined || web.consoleRoot !== undefined;
  const app = await buildApp({ env, db, store, serveWeb, jobs, now: more.now, ...web });
  await app.ready();
  return Object.assign(app, { env, db, jobs, store, storePrefix: prefix });
}

/**
 * A second API process of `first`'s shop: the same database and, on Redis, the same keys and queue, through
 * connections of its own (in-process store: a store of its own, as a second process would have without
 * Redis). Closing it leaves the database open for `first`.
 */
export async function buildSecondInstance(first: TestApp): Promise<TestApp> {
  const { env, storePrefix: prefix } = first;
  const db: DbHandle = { ...first.db, close: async () => undefined };
  const store = await createStore(env.REDIS_URL, prefix);
  const jobs = createJobQueue({ redisUrl: env.REDIS_URL, prefix: `${prefix}bull`, db: db.db, log: () => {} });
  const app = await buildApp({ env, db, store, serveWeb: false, jobs });
  await app.ready();
  return Object.assign(app, { env, db, jobs, store, storePrefix: prefix });
}
