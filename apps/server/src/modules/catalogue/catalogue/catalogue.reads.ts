import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { columnByIds } from '../../../lib/by-id';
import { brands, categories } from './catalogue.table';

/** The level-one categories, in the tree's order (sort, then id). */
export function levelOneCategories(db: DbOrTx): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(eq(categories.level, 1))
    .orderBy(categories.sort, categories.id);
}

/** Which of these ids are level-one categories (each once). */
export async function levelOneCategoryIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.level, 1), inArray(categories.id, [...ids])));
  return rows.map((r) => r.id);
}

/** The ids of the level-one categories with these titles. */
export async function levelOneCategoryIdsByTitle(db: DbOrTx, titles: readonly string[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from categories where level = 1 and title = any(${sql.param([...titles])}::text[])`,
  );
  return rows.map((r) => r.id);
}

/** Category titles by id (unknown ids are absent). */
export function categoryTitlesByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  return columnByIds(db, categories, 'title', ids);
}

/** Brand names by id (unknown ids are absent). */
export function brandNamesByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  return columnByIds(db, brands, 'name', ids);
}

/** The ids of the brands named so, by Chinese name or (case-insensitively) by Latin name. */
export async function brandIdsByName(db: DbOrTx, names: readonly string[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from brands where name = any(${sql.param([...names])}::text[])
        or lower(latin_name) = any(${sql.param(names.map((b) => b.toLowerCase()))}::text[])`,
  );
  return rows.map((r) => r.id);
}
