import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDb } from './db/client';
import { runMigrations, underStartupLock } from './db/migrate';
import { prepareFacetsIfMissing } from './modules/catalogue/search';
import { seedIfEmpty } from './seed';
import { seedWithApp } from './seed/with-app';
import { createStore } from './lib/store';

const env = loadEnv();
const logger = {
  level: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : 'info'),
  redact: ['req.headers.authorization', 'req.headers.cookie'],
};

/**
 * A process started while PostgreSQL restarts (or before it is up) waits for it, a minute at most, rather
 * than exiting: the load balancer sends it nothing until its readiness check answers.
 */
async function openDbWhenUp() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDb({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.dataDir,
        readUrls: env.DATABASE_READ_URLS,
        readMaxLagMs: env.DATABASE_READ_MAX_LAG_MS,
      });
    } catch (err) {
      if (!env.DATABASE_URL || attempt >= 60) throw err;
      console.error(`database not answering (${(err as Error).message}); trying again in 1 s`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

const db = await openDbWhenUp();
await underStartupLock(db, () => runMigrations(db));
const store = await createStore(env.REDIS_URL);
const app = await buildApp({ env, db, store, logger });
await underStartupLock(db, () => seedIfEmpty({ db: db.db, env, log: (msg) => app.log.info(msg) }));
// Demo data made through the app's own calls (development only; each step once): the demo 数电票 and 红字确认单.
await underStartupLock(db, () =>
  seedWithApp({ app, db, store, env, log: (msg) => app.log.info(msg), warn: (msg) => app.log.warn(msg) }),
);
// A database indexed before listing and keyword facets were prepared at write time gets them once.
await underStartupLock(db, () => prepareFacetsIfMissing(db.db));

// Answered at full speed from the first request: V8 and the connections' statements warmed up first.
if (env.WARM_UP_MS > 0) {
  const warmed = await app.warmUp(env.WARM_UP_MS);
  app.log.info(warmed, `warmed up: ${warmed.requests} requests in ${warmed.ms} ms, caches left empty`);
}

// The open platform's batch calls answer from a copy of the SKU facts: read it in before listening (about 3 s
// for 270,000 SKUs), or for at most 10 s and the rest in the background.
const filling = app.fillSkuFacts().then(
  (n) => app.log.info(`sku facts: ${n} SKUs read into this process's copy`),
  (err: unknown) => app.log.warn({ err }, 'sku facts: filling the copy stopped'),
);
await Promise.race([filling, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing after an error');
  else app.log.info({ signal }, 'server closing');
  await app.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info({ db: db.kind, store: store.kind }, `工业品商城 listening on http://${env.HOST}:${env.PORT}`);
