/**
 * `npm run seed -w @mall/server`: migrates and seeds the configured database (DATABASE_URL, or the embedded
 * one in DATA_DIR) when it has never been seeded, and prints how long each seeder took.
 */
import { loadEnv } from '../config/env';
import { openDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedIfEmpty } from './index';

const env = loadEnv();
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await runMigrations(handle);
const started = performance.now();
const seeded = await seedIfEmpty({ db: handle.db, env, log: (msg) => console.log(msg) });
console.log(
  seeded
    ? `seeded ${env.SEED_PRODUCTS} products into ${handle.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`
    : 'already seeded; nothing to do',
);
await handle.close();
