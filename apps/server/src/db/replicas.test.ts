import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastInvalidation } from '../lib/cache';
import { repoRoot } from '../lib/paths';
import { createStore } from '../lib/store';
import { registerReadSessions } from '../plugins/read-sessions';
import { openDb, queryRows, type Db, type DbHandle } from './client';
import { onlyReads, runAsSession } from './read-routing';
import { lsnText, parseLsn } from './replicas';

const PGBIN = '/usr/lib/postgresql/15/bin';
const SCRIPT = path.join(repoRoot(), 'deploy/replicas/replicas.sh');
const haveBinaries = fs.existsSync(path.join(PGBIN, 'pg_basebackup'));
/**
 * The clusters are built in the suite's PostgreSQL pass only (DATABASE_URL set, as `.ci/run`'s second step
 * runs it): in the embedded pass too, CI built them twice and `npm test` spent about 20 s of a worker on them
 * wherever PostgreSQL 15 happened to be installed.
 */
const runHere = haveBinaries && Boolean(process.env.DATABASE_URL);
/** Ports of the clusters built here (primary, then the two replicas); apart from the script's 5442. */
const PORT = Number(process.env.REPLICA_TEST_PORT ?? 5482);

describe('statements a replica may take', () => {
  it('are reads that neither write nor lock', () => {
    expect(onlyReads('select "id" from "products" where "id" = $1')).toBe(true);
    expect(onlyReads('with x as (select 1) select * from x')).toBe(true);
    expect(onlyReads('select id, updated_at from carts')).toBe(true);
    expect(onlyReads('insert into carts (user_id) values ($1)')).toBe(false);
    expect(onlyReads('with x as (delete from t returning id) select * from x')).toBe(false);
    expect(onlyReads('select * from stock where sku_id = $1 for update')).toBe(false);
    expect(onlyReads("select nextval('product_page_stamps')")).toBe(false);
    expect(onlyReads('begin')).toBe(false);
  });

  it('WAL positions compare as numbers', () => {
    expect(parseLsn('0/4000000')).toBe(0x4000000n);
    expect(parseLsn('16/B374D848') > parseLsn('15/FFFFFFFF')).toBe(true);
    expect(lsnText(parseLsn('16/B374D848'))).toBe('16/B374D848');
  });
});

// Real streaming replicas from Debian's PostgreSQL 15, built by deploy/replicas/replicas.sh in a temp dir.
describe.skipIf(!runHere)(
  `read replicas (needs PostgreSQL 15 in ${PGBIN}; runs in the PostgreSQL pass, DATABASE_URL: CI runs it)`,
  () => {
    let dir: string;
    let primaryUrl: string;
    let readUrls: string[];
    let handle: DbHandle;
    /** The same, with a lag bound long enough that paused replicas stay usable through a test. */
    let patient: DbHandle;
    const script = (...args: string[]) => execFileSync('bash', [SCRIPT, ...args], { encoding: 'utf8' });
    const asPostgres = (...args: string[]) =>
      process.getuid?.() === 0
        ? execFileSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' })
        : execFileSync(args[0]!, args.slice(1), { encoding: 'utf8' });

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-replicas-'));
      const out = script('start', dir, String(PORT), '2');
      primaryUrl = /DATABASE_URL=(\S+)/.exec(out)![1]!;
      readUrls = /DATABASE_READ_URLS=(\S+)/.exec(out)![1]!.split(',');
      handle = await openDb({ databaseUrl: primaryUrl, readUrls, readMaxLagMs: 600, poolSize: 4 });
      patient = await openDb({ databaseUrl: primaryUrl, readUrls, readMaxLagMs: 60_000, poolSize: 4 });
      await handle.db.execute(sql`create table notes (id serial primary key, body text not null)`);
      await until(() => usable() === 2);
    }, 120_000);

    afterAll(async () => {
      await handle?.close();
      await patient?.close();
      if (dir) {
        script('stop', dir);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    const usable = () => handle.replicaStats!().replicas.filter((r) => r.usable).length;
    /** Which server answered: its port, and whether it is a standby. */
    const server = async (db: Db) => {
      const [row] = await queryRows<{ port: number; standby: boolean }>(
        db,
        sql`select inet_server_port() as port, pg_is_in_recovery() as standby`,
      );
      return row!;
    };
    const asCaller = <T>(key: string, work: () => Promise<T>) =>
      new Promise<T>((resolve, reject) =>
        runAsSession({ key: () => key }, () => void work().then(resolve, reject)),
      );
    const replica = (i: number) => path.join(dir, `replica${i}`);
    const psql = (port: number, query: string) =>
      asPostgres(
        `${PGBIN}/psql`,
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'mall',
        '-qAtc',
        query,
      );

    /**
     * Holds replay on these replicas, and returns once each says 'paused': pg_wal_replay_pause() only asks,
     * and a replica may still replay what arrives before its startup process sees the request (the fresh-clone
     * run of 4d5e3d3 read a "paused" replica that had replayed the next write). Each round writes a little WAL
     * on the primary, so a replica waiting for WAL wakes up and takes the pause.
     */
    const pause = async (...ports: number[]) => {
      await caughtUp(...ports);
      for (const port of ports) psql(port, 'select pg_wal_replay_pause()');
      await until(async () => {
        const states = ports.map((port) => psql(port, 'select pg_get_wal_replay_pause_state()').trim());
        if (states.every((s) => s === 'paused')) return true;
        await handle.db.execute(sql`select txid_current()`);
        return false;
      });
    };
    /**
     * Returns once these replicas have replayed all the primary has written so far: a replica may be usable
     * (within the lag bound) and still lack the earlier tests' writes, even the notes table (the fresh-clone run
     * of 09e14a7 paused a replica before it had replayed `create table notes`).
     */
    const caughtUp = async (...ports: number[]) => {
      const lsn = psql(PORT, 'select pg_current_wal_lsn()').trim();
      await until(() =>
        ports.every(
          (port) => psql(port, `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn`).trim() === 't',
        ),
      );
    };
    const resume = (...ports: number[]) => {
      for (const port of ports) psql(port, 'select pg_wal_replay_resume()');
    };

    it('sends writes to the primary and reads through `read` to the replicas, both in turn', async () => {
      expect(await server(handle.db)).toEqual({ port: PORT, standby: false });
      const ports = new Set<number>();
      for (let i = 0; i < 6; i++) {
        const s = await server(handle.read);
        expect(s.standby).toBe(true);
        ports.add(s.port);
      }
      expect([...ports].sort()).toEqual([PORT + 1, PORT + 2]);
      // A write handed to `read` still lands on the primary, and so does a transaction.
      await handle.read.execute(sql`insert into notes (body) values ('through read')`);
      const inTx = await handle.read.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('in a transaction')`);
        return server(tx as unknown as Db);
      });
      expect(inTx.standby).toBe(false);
      const rows = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from notes`);
      expect(rows[0]!.n).toBe(2);
    });

    it('reads a caller’s own write back from the primary until the replicas have replayed it', async () => {
      // Replay held on both replicas: they stay usable (within the lag bound) but miss the write.
      try {
        await pause(PORT + 1, PORT + 2);
        await asCaller('buyer:1', () => patient.db.execute(sql`insert into notes (body) values ('mine')`));
        const count = (db: Db) =>
          queryRows<{ n: number }>(db, sql`select count(*)::int as n from notes where body = 'mine'`);
        // The writer reads it back at once (from the primary); another caller reads a replica, without it.
        expect(await asCaller('buyer:1', () => count(patient.read))).toEqual([{ n: 1 }]);
        expect((await asCaller('buyer:1', () => server(patient.read))).standby).toBe(false);
        expect(await asCaller('buyer:2', () => count(patient.read))).toEqual([{ n: 0 }]);
        expect((await asCaller('buyer:2', () => server(patient.read))).standby).toBe(true);
      } finally {
        resume(PORT + 1, PORT + 2);
      }
      // Replayed: the writer's reads go to the replicas again.
      await until(async () => (await asCaller('buyer:1', () => server(patient.read))).standby);
      expect(
        await asCaller('buyer:1', () =>
          queryRows(patient.read, sql`select 1 from notes where body = 'mine'`),
        ),
      ).toHaveLength(1);
    });

    it('after a cache invalidation, reads every session from the primary until the replicas have replayed it', async () => {
      try {
        await pause(PORT + 1, PORT + 2);
        await patient.db.execute(sql`insert into notes (body) values ('price changed')`);
        expect((await asCaller('buyer:3', () => server(patient.read))).standby).toBe(true);
        patient.fenceReads!();
        expect((await asCaller('buyer:3', () => server(patient.read))).standby).toBe(false);
        expect((await server(patient.read)).standby).toBe(false);
      } finally {
        resume(PORT + 1, PORT + 2);
      }
      await until(async () => (await asCaller('buyer:3', () => server(patient.read))).standby);
    });

    it('marks the session per request: a POST that writes, then a GET, read the write back', async () => {
      const app = Fastify();
      app.decorateRequest('user', null);
      app.addHook('onRequest', async (request) => {
        request.user = {
          kind: 'buyer',
          id: Number(request.headers['x-user']),
          username: 'b',
          sessionId: 's',
        };
      });
      const store = await createStore(undefined);
      registerReadSessions(app, { store, fence: patient.fenceReads! });
      app.post('/notes', async (request) => {
        await patient.db.execute(
          sql`insert into notes (body) values (${(request.body as { body: string }).body})`,
        );
        return { ok: true };
      });
      app.get('/notes/:body', async (request) => {
        const body = (request.params as { body: string }).body;
        const [row] = await queryRows<{ n: number; standby: boolean }>(
          patient.read,
          sql`select count(*)::int as n, pg_is_in_recovery() as standby from notes where body = ${body}`,
        );
        return row;
      });
      try {
        await pause(PORT + 1, PORT + 2);
        const posted = await app.inject({
          method: 'POST',
          url: '/notes',
          headers: { 'x-user': '7' },
          payload: { body: 'cart line' },
        });
        expect(posted.statusCode).toBe(200);
        const mine = await app.inject({ url: '/notes/cart%20line', headers: { 'x-user': '7' } });
        expect(mine.json()).toEqual({ n: 1, standby: false });
        const theirs = await app.inject({ url: '/notes/cart%20line', headers: { 'x-user': '8' } });
        expect(theirs.json()).toEqual({ n: 0, standby: true });
        // A cache invalidation (a catalogue write in some process) fences everyone's reads.
        await broadcastInvalidation(store, { topics: ['search'] });
        const after = await app.inject({ url: '/notes/cart%20line', headers: { 'x-user': '8' } });
        expect(after.json()).toEqual({ n: 1, standby: false });
      } finally {
        resume(PORT + 1, PORT + 2);
        await app.close();
        await store.close();
      }
    });

    it('leaves out a replica that lags past the bound, and takes it back when it catches up', async () => {
      await until(() => usable() === 2);
      try {
        await pause(PORT + 1);
        // The primary moves on; replica 1 stays where it was.
        await handle.db.execute(sql`insert into notes (body) values ('moving on')`);
        // Where the primary's WAL was once the row was in (the failure note compares the samples with it).
        const inserted = parseLsn(psql(PORT, 'select pg_current_wal_lsn()').trim());
        // Seen lagging once a sample has the primary past the row: a replica that was a moment behind an earlier
        // write can look lagging before that, and current again when the next sample (asked just before the
        // insert) answers (the fresh-clone run of c227f40 read the paused replica so).
        await until(() => {
          const stats = handle.replicaStats!();
          const sampled = stats.newestSample ? parseLsn(stats.newestSample.lsn) : 0n;
          return sampled >= inserted && stats.replicas[0]!.usable === false;
        });
        const lag = handle.replicaStats!().replicas[0]!.lagMs!;
        expect(lag).toBeGreaterThan(600);
        expect(lag).toBeLessThan(3000);
        // Never the lagging one. Replica 2 takes the reads once its own check has seen it current (on a loaded
        // host its check can lag a moment too, and then the primary answers: the fresh-clone run of 80f916c).
        await until(() => handle.replicaStats!().replicas[1]!.usable === true);
        const ports = [];
        for (let i = 0; i < 4; i++) ports.push((await server(handle.read)).port);
        // Said on failure (the fresh-clone run of 5802ab8, on a host loaded by other runs, read the paused
        // replica here): what the set knew, and what the replica itself says of its replay.
        const said = () =>
          JSON.stringify({
            stats: handle.replicaStats!(),
            replica: psql(
              PORT + 1,
              'select pg_get_wal_replay_pause_state(), pg_last_wal_replay_lsn()',
            ).trim(),
            replicaHasTheRow: psql(PORT + 1, "select count(*) from notes where body = 'moving on'").trim(),
            primary: psql(PORT, 'select pg_current_wal_lsn()').trim(),
            insertedAt: lsnText(inserted),
          });
        expect(ports, ports.includes(PORT + 1) ? said() : undefined).not.toContain(PORT + 1);
        expect(ports).toContain(PORT + 2);
      } finally {
        resume(PORT + 1);
      }
      await until(() => usable() === 2);
      expect(handle.replicaStats!().replicas[0]!.lagMs).toBe(0);
    });

    it('leaves out a replica that stops answering, without a failed read, and takes it back when it is up', async () => {
      await until(() => usable() === 2);
      asPostgres(`${PGBIN}/pg_ctl`, '-D', replica(2), '-m', 'immediate', '-w', 'stop');
      try {
        // Reads right after the stop (before a probe has noticed) are answered all the same.
        for (let i = 0; i < 6; i++) expect((await server(handle.read)).port).not.toBe(PORT + 2);
        await until(() => handle.replicaStats!().replicas[1]!.reachable === false);
        expect(handle.replicaStats!().replicas[1]!.error).toBeTruthy();
      } finally {
        asPostgres(`${PGBIN}/pg_ctl`, '-D', replica(2), '-l', path.join(dir, 'replica2.log'), '-w', 'start');
      }
      await until(() => usable() === 2, 20_000);
      const ports = new Set<number>();
      for (let i = 0; i < 6; i++) ports.add((await server(handle.read)).port);
      expect(ports.has(PORT + 2)).toBe(true);
    });
  },
);

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
