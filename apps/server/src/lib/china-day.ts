import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Conditions for a timestamptz column to fall within China (Asia/Shanghai) calendar days, both ends
 * inclusive ('YYYY-MM-DD'); a missing end is open.
 */
export function chinaDayRange(
  column: AnyColumn | SQL,
  startDate: string | undefined,
  endDate: string | undefined,
): SQL | undefined {
  const parts: SQL[] = [];
  if (startDate) parts.push(sql`${column} >= (${startDate}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (endDate) parts.push(sql`${column} < (${endDate}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** Escapes LIKE wildcards of user input and wraps it for a contains match. */
export const likeContains = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
/** A keyword search over `columns`: any of them contains `keyword` (case-insensitive); none without one. */
export const anyContains = (keyword: string | undefined, ...columns: AnyColumn[]): SQL | undefined =>
  keyword ? or(...columns.map((c) => ilike(c, likeContains(keyword)))) : undefined;
/** Escapes LIKE wildcards of user input for a prefix match. */
export const likePrefix = (text: string) => `${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** A moment as China (Asia/Shanghai, UTC+8) wall time: 'YYYY-MM-DD HH:mm', or to the second. */
export function chinaTimeText(at: Date | string, seconds = false): string {
  return new Date(new Date(at).getTime() + 8 * 3600_000)
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ');
}

/** A moment's China (Asia/Shanghai, UTC+8) calendar date: 'YYYY-MM-DD' (by default, today's). */
export function chinaDate(at: Date | string = new Date()): string {
  return chinaTimeText(at).slice(0, 10);
}

/** The China date `days` days after now (before, when negative). */
export const chinaDateAfter = (days: number): string => chinaDate(new Date(Date.now() + days * 86_400_000));
