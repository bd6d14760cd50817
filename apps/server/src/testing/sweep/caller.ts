import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../build-test-app';

/** Request headers and a named caller of the isolation sweep (a buyer, a merchant, an operator). */
export type Headers = Record<string, string>;
export type Caller = { name: string; headers: Headers };

/** One read of an owner's snapshot: method, URL and the JSON body, if any. */
export type Read = [method: string, url: string, payload?: object];

/**
 * What an owner sees through `reads`, as one string (keys `volatile` names are left out): another caller's
 * request that changes it has changed the owner's data.
 */
export async function snapshotOf(
  app: TestApp,
  owner: Caller,
  reads: Read[],
  volatile: (key: string) => boolean,
): Promise<string> {
  const parts = await Promise.all(
    reads.map(async ([method, url, payload]) => {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: owner.headers,
        ...(payload ? { payload } : {}),
      });
      return [url, res.statusCode, res.json()];
    }),
  );
  return JSON.stringify(parts, (k, val) => (volatile(k) ? undefined : val));
}

/**
 * A count of the write statements the test database has run: a statement-level trigger on every table bumps
 * one sequence (rows or none, committed or rolled back). Where it has not moved, no call can have changed data
 * held there. Test databases only: the triggers are made here, and proved to count before it is handed out.
 */
export async function writeCount(app: TestApp): Promise<() => Promise<string>> {
  const db = app.db.db;
  await db.execute(sql.raw(`create sequence if not exists sweep_writes`));
  await db.execute(sql.raw(`create table if not exists sweep_probe (id int)`));
  await db.execute(
    sql.raw(`create or replace function sweep_count_write() returns trigger language plpgsql as $$
      begin perform nextval('sweep_writes'); return null; end $$`),
  );
  await db.execute(
    sql.raw(`do $$ declare t record; begin
      for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') loop
        execute format('drop trigger if exists sweep_writes on %I', t.relname);
        execute format('create trigger sweep_writes after insert or update or delete or truncate on %I
          for each statement execute function sweep_count_write()', t.relname);
      end loop; end $$`),
  );
  const writes = async () =>
    (
      await queryRows<{ n: string }>(
        db,
        sql`select last_value::text || ':' || is_called::text as n from sweep_writes`,
      )
    )[0]!.n;
  const probe = await writes();
  await db.execute(sql`delete from sweep_probe`);
  if ((await writes()) === probe) throw new Error('the write count did not move on a write');
  return writes;
}

/**
 * `take` (a snapshot, a fingerprint), read again only when the database has run a write statement since it
 * was last read; `reads` counts the readings. A reading during which something wrote is not kept, unless
 * `ownWrites` says `take` writes itself (an owner's snapshot: some of his reads record what he read).
 */
export function readAfterWrites(
  writes: () => Promise<string>,
  take: () => Promise<string>,
  ownWrites = false,
) {
  let last: { value: string; count: string } | undefined;
  const read = async (): Promise<string> => {
    const count = await writes();
    if (last?.count === count) return last.value;
    const value = await take();
    reading.reads++;
    const after = await writes();
    last = ownWrites || after === count ? { value, count: after } : undefined;
    return value;
  };
  const reading = Object.assign(read, { reads: 0 });
  return reading;
}

/**
 * Watches what an owner sees (`take`, a snapshot) across other callers' calls: `changed()` tells whether it
 * moved since the last look. It is read again only after a write statement (`writeCount`): reading it after
 * each refused call was most of a sweep's time.
 */
export async function watchSnapshot(app: TestApp, take: () => Promise<string>) {
  const snapshot = readAfterWrites(await writeCount(app), take, true);
  let before = await snapshot();
  if ((await take()) !== before) throw new Error('the snapshot is not stable when nobody acts');
  return {
    /** How many times the snapshot was read again after the first. */
    get reads() {
      return snapshot.reads - 1;
    },
    async changed(): Promise<boolean> {
      const after = await snapshot();
      const moved = after !== before;
      before = after;
      return moved;
    },
  };
}
