import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import type { DbHandle } from '../db/client';
import { createStore } from '../lib/store';
import { createJobQueue, type JobQueue } from '../modules/jobs';
import type { App } from '../lib/types';
import { createTestDb } from './test-db';

export type TestApp = App & { env: Env; db: DbHandle; jobs: JobQueue };

/**
 * The real application on a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set) and a fresh
 * ephemeral store (in-process, or Redis under a unique key prefix when REDIS_URL is set).
 */
export async function buildTestApp(overrides: Partial<Record<string, string>> = {}): Promise<TestApp> {
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
  const jobs = createJobQueue({ redisUrl: env.REDIS_URL, prefix: `${prefix}bull`, db: db.db, log: () => {} });
  const app = await buildApp({ env, db, store, serveWeb: false, jobs });
  await app.ready();
  return Object.assign(app, { env, db, jobs });
}
