import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { regions } from './region.table';

/** The regions with these codes, province first (by level). */
export async function regionsByCodes(
  db: DbOrTx,
  codes: string[],
): Promise<{ code: string; name: string; parentCode: string }[]> {
  return db
    .select({ code: regions.code, name: regions.name, parentCode: regions.parentCode })
    .from(regions)
    .where(inArray(regions.code, codes))
    .orderBy(asc(regions.level));
}

/** How many regions lie directly under `parentCode` (0 for a district). */
export async function childRegionCount(db: DbOrTx, parentCode: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(regions).where(eq(regions.parentCode, parentCode));
  return row?.n ?? 0;
}

/** The region's full name (省 市 区), or null when the code is unknown. */
export async function regionFullName(db: DbOrTx, code: string): Promise<string | null> {
  const names: string[] = [];
  let current: string | null = code;
  for (let depth = 0; current && depth < 4; depth++) {
    const [row] = await db
      .select({ name: regions.name, parentCode: regions.parentCode })
      .from(regions)
      .where(eq(regions.code, current));
    if (!row) break;
    names.unshift(row.name);
    current = row.parentCode && row.parentCode !== current ? row.parentCode : null;
  }
  return names.length ? names.join(' ') : null;
}
