import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './client';

/**
 * Runs a bulk load into `tables` with their secondary indexes dropped, and builds them again afterwards —
 * one index build sorts once, where keeping the indexes maintains each of them row by row (the GIN ones
 * through their pending lists). Primary keys and indexes behind constraints stay. Runs inside the caller's
 * transaction: should the load fail, the indexes come back with the rollback. For loads into empty tables
 * (the seed, a rebuild after TRUNCATE); a table others read while it loads would be slow to them.
 */
export async function withIndexesDeferred<T>(
  tx: Tx,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await queryRows<{ name: string; def: string }>(
    tx,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as def
        from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and t.relname = any(${sql.param([...tables])}::text[])
          and not i.indisprimary
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
        order by c.relname`,
  );
  for (const ix of indexes) await tx.execute(sql`drop index ${sql.identifier(ix.name)}`);
  const result = await load();
  await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
  for (const ix of indexes) await tx.execute(sql.raw(ix.def));
  return result;
}
