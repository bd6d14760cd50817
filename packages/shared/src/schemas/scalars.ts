import { z } from 'zod';

/*
 * The scalar fields of the answers, one definition for each meaning. They validate exactly what the plain
 * zod types do (the server writes these; nothing is bounded here). What a person types lives in fields.ts.
 */

/** A database id: the record's own, or the one it points to (0 where the field says so, e.g. 自营). */
export const dbId = z.number().int();

/** A whole number of things counted: records, lines, pieces of goods (a quantity or the difference of two). */
export const count = z.number().int();

/** Money in 分 (integer fen). */
export const fen = z.number().int();

/** Money in yuan as the API writes it: a decimal string ("1234.50"; negative on a red invoice, "-12.30"). */
export const yuan = z.string();

/** A moment, as an ISO-8601 string. */
export const isoTime = z.string();

/** A moment that may not have come (yet): an ISO-8601 string, or null. */
export const isoTimeOrNull = z.string().nullable();

/** A China calendar day (Asia/Shanghai), 'YYYY-MM-DD'. */
export const chinaDate = z.string();
