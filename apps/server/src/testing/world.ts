import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../db/client';
import { buildTestApp, type TestApp } from './build-test-app';
import { createTestDb } from './test-db';

/**
 * A test file's world: what `build` makes before the file's tests (within `timeout` ms, else the project's
 * hookTimeout), added to `extras` (helpers that read the world when called); the world's app is closed after
 * the tests. Its fields are there when the tests run.
 */
export function useWorld<B extends { app: TestApp }, E extends object = object>(
  build: () => Promise<B>,
  extras = {} as E,
  timeout?: number,
): B & E {
  const w = extras as B & E;
  beforeAll(async () => {
    Object.assign(w, await build());
  }, timeout);
  afterAll(async () => {
    await w.app?.close();
  });
  return w;
}

/**
 * The file's test app (buildTestApp unless `build` says otherwise): built before its tests (within `timeout`
 * ms), closed after them.
 */
export function useTestApp(
  build: () => Promise<TestApp> = () => buildTestApp(),
  timeout?: number,
): { app: TestApp } {
  return useWorld(async () => ({ app: await build() }), {}, timeout);
}

/**
 * The file's own database (createTestDb, no app): made before its tests (within `timeout` ms), closed after
 * them; `db` is its handle once made.
 */
export function useTestDb(timeout?: number): { readonly db: DbHandle['db'] } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
  }, timeout);
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      return handle!.db;
    },
  };
}
