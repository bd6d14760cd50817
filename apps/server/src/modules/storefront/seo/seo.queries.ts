import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';

/** A brand's names and its level-one categories' titles, in one round trip; null when unknown. */
export async function brandHead(
  db: Db,
  id: number,
): Promise<{ name: string; latinName: string; categories: string[] } | null> {
  const rows = await queryRows<{ name: string; latin_name: string; categories: string[] | null }>(
    db,
    sql`select b.name, b.latin_name,
          array(select c.title from categories c where c.id = any(b.category_ids) order by c.sort, c.id) as categories
        from brands b where b.id = ${id}`,
  );
  const row = rows[0];
  return row ? { name: row.name, latinName: row.latin_name, categories: row.categories ?? [] } : null;
}

/** An open shop's name and introduction (the shop page's head); null when unknown or suspended. */
export async function shopHead(db: Db, id: number): Promise<{ name: string; intro: string } | null> {
  const rows = await queryRows<{ name: string; intro: string }>(
    db,
    sql`select name, intro from merchants where id = ${id} and status = 1`,
  );
  return rows[0] ?? null;
}

/** Tables listed in the sitemap by id ranges (shards). */
export type ShardedKind = 'products' | 'brands' | 'notices' | 'shops';

const LISTED: Record<ShardedKind, { table: ReturnType<typeof sql.raw>; where: ReturnType<typeof sql.raw> }> =
  {
    products: { table: sql.raw('products'), where: sql.raw('on_shelf') },
    brands: { table: sql.raw('brands'), where: sql.raw('true') },
    notices: { table: sql.raw('notices'), where: sql.raw('published') },
    // Open shops (营业中): a suspended shop's page answers 404.
    shops: { table: sql.raw('merchants'), where: sql.raw('status = 1') },
  };

/**
 * The shards (1-based: shard n holds ids ((n-1)·size, n·size]) holding at least one listed row, found by
 * skipping through the primary key (one index probe per shard, however many rows).
 */
export async function nonEmptyShards(db: Db, kind: ShardedKind, size: number): Promise<number[]> {
  const { table, where } = LISTED[kind];
  const rows = await queryRows<{ shard: number }>(
    db,
    sql`with recursive s(shard) as (
          select (min(id) - 1) / ${size} + 1 from ${table} where ${where}
          union all
          select (select (min(id) - 1) / ${size} + 1 from ${table} where ${where} and id > s.shard * ${size})
          from s where s.shard is not null
        )
        select shard from s where shard is not null`,
  );
  return rows.map((r) => Number(r.shard));
}

/**
 * One page of a shard's rows after `after` (keyset: `id > after`, by the primary key), at most `limit`.
 * Products give the SKU their cards link to (the default SKU), the URL the page's canonical names.
 */
export async function shardPage(
  db: Db,
  kind: ShardedKind,
  after: number,
  upTo: number,
  limit: number,
): Promise<{ id: number; linkId: number }[]> {
  const { table, where } = LISTED[kind];
  const link = kind === 'products' ? sql.raw('default_sku_id') : sql.raw('id');
  const rows = await queryRows<{ id: number; link_id: number }>(
    db,
    sql`select id, ${link} as link_id from ${table}
        where ${where} and id > ${after} and id <= ${upTo} order by id limit ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, linkId: r.link_id }));
}

/** Visible categories with their parents' ids, in menu order. */
export function sitemapCategories(db: Db) {
  return queryRows<{ id: number; level: number; parent_id: number; grand_id: number | null }>(
    db,
    sql`select c.id, c.level, c.parent_id, p.parent_id as grand_id
        from categories c left join categories p on p.id = c.parent_id
        where c.visible and (c.level = 1 or p.visible)
        order by c.level, c.sort, c.id limit 50000`,
  );
}
