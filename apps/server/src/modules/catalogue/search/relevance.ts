import { sql, type SQL } from 'drizzle-orm';
import { toTsquery, type ParsedQuery } from './query';

/**
 * What a keyword finds (`match`, over `s`, a product_search row) and how well each hit matches (`rel`, higher
 * first): a model number exactly or by prefix, or a part number of one of its SKUs, then the words in the title, the brand and the categories.
 * The search ranks by it live, and a prepared keyword's head is ranked by the same expression.
 */
export function keywordMatch(q: ParsedQuery): { match: SQL; rel: SQL } {
  const tsq = toTsquery(q);
  const match: SQL[] = [];
  if (tsq) match.push(sql`s.doc @@ ${tsq}::tsquery`);
  if (q.model) match.push(sql`s.model_norm like ${q.model + '%'}`);
  if (q.parts?.length) match.push(sql`s.product_id = any(${sql.param(q.parts)}::int[])`);
  if (!match.length) match.push(sql`false`);
  const tiers: SQL[] = [];
  if (q.model) {
    tiers.push(
      sql`case when s.model_norm = ${q.model} then 8 when s.model_norm like ${q.model + '%'} then 4 else 0 end`,
    );
  }
  // A part number names the SKU as surely as its own model number.
  if (q.parts?.length)
    tiers.push(sql`case when s.product_id = any(${sql.param(q.parts)}::int[]) then 8 else 0 end`);
  if (tsq) {
    tiers.push(sql`case when s.doc @@ ${toTsquery(q, 'A')}::tsquery then 3
      when s.doc @@ ${toTsquery(q, 'AB')}::tsquery then 2
      when s.doc @@ ${toTsquery(q, 'ABC')}::tsquery then 1 else 0 end`);
    if (q.latin.length)
      tiers.push(sql`case when s.doc @@ ${toTsquery(q, '', true)}::tsquery then 0.5 else 0 end`);
  }
  return {
    match: sql`(${sql.join(match, sql` or `)})`,
    rel: tiers.length ? sql.join(tiers, sql` + `) : sql`0`,
  };
}

/** How many ranked ids a keyword's facet statement keeps, and a prepared keyword its head: pages 1–3 of 20. */
export const HEAD_IDS = 60;

/** The default order of a keyword's hits (a select of product_id, rel, sales_count). */
export const KEYWORD_ORDER = sql`rel desc, sales_count desc nulls last, product_id desc`;
