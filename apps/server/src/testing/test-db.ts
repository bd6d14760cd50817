import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { migrationsDir } from '../lib/paths';
import { pooledPglite } from './pglite-pool';

/**
 * What a migrated test database is made of: every migration file and the PGlite version (its data
 * directory format). A template built from other migrations is never used.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsDir());
  // The PGlite build (its data directory format): the package.json above its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  hash.update(fs.readFileSync(path.join(dir, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated, empty PGlite data directory every test file starts from. Starting PGlite on a fresh
 * directory (initdb) and migrating costs seconds per file; loading this tarball costs about one. Built by
 * the first test file that needs it and kept in the temporary folder for the others (written under a
 * temporary name and renamed, so a file reading it never sees half of it).
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `mall-test-pglite-${templateKey()}.tar`);
  try {
    return new Blob([await fs.promises.readFile(file)]);
  } catch {
    // not built yet
  }
  const handle = await openDb({ dataDir: 'memory' });
  await runMigrations(handle);
  const blob = await handle.dumpDataDir!();
  await handle.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.promises.writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await fs.promises.rename(partial, file);
  return blob;
}

/** Key of the advisory lock held while one test process builds the PostgreSQL template (any fixed number). */
const TEMPLATE_LOCK = 728_431_906;

/**
 * The migrated, empty PostgreSQL database new test databases are copied from (CREATE DATABASE … TEMPLATE),
 * built once per set of migrations by whichever test process comes first; the others wait on the lock.
 */
async function postgresTemplate(admin: pg.Client, databaseUrl: string): Promise<string> {
  const name = `mall_test_tpl_${templateKey()}`;
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists()) return name;
    const building = `${name}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE "${building}"`);
    const url = new URL(databaseUrl);
    url.pathname = `/${building}`;
    const handle = await openDb({ databaseUrl: url.toString(), poolSize: 1 });
    await runMigrations(handle);
    await handle.close();
    // Renamed only when complete: a template is never seen half migrated.
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/**
 * A fresh, migrated database for one test file, copied from a migrated template: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestDb(databaseUrl = process.env.DATABASE_URL): Promise<DbHandle> {
  if (!databaseUrl)
    return pooledPglite(async () => {
      const handle = await openDb({ dataDir: 'memory', loadDataDir: await pgliteTemplate() });
      // Applies nothing when the template is current; keeps a test honest should it ever not be.
      await runMigrations(handle);
      return handle;
    });
  const name = `mall_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin, databaseUrl);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), poolSize: 10 });
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
