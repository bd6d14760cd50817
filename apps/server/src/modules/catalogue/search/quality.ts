import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { normalizeModel } from './analyzer';

export type QualityExpect = { titleAny?: string[]; brand?: string; model?: string; modelPrefix?: string };
export type QualityQuery = { query: string; kind: string; expect: QualityExpect };
export type QualityCard = { title: string; brandName: string; modelNo: string };
export type QualityResult = QualityQuery & {
  returned: number;
  relevantInTop: number;
  relevantTotal: number;
  precision: number;
  recall: number;
};

/** The quality set file (modules/search/quality-set.json). */
export function loadQualitySet(): QualityQuery[] {
  const file = new URL('./quality-set.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: QualityQuery[] }).queries;
}

/** Whether a result card is relevant to a query. */
function isRelevant(card: QualityCard, e: QualityExpect): boolean {
  if (e.titleAny && !e.titleAny.some((w) => card.title.toLowerCase().includes(w.toLowerCase()))) return false;
  if (e.brand && card.brandName !== e.brand) return false;
  if (e.model && normalizeModel(card.modelNo) !== normalizeModel(e.model)) return false;
  if (e.modelPrefix && !normalizeModel(card.modelNo).startsWith(normalizeModel(e.modelPrefix))) return false;
  return true;
}

/** How many on-shelf products of the catalogue are relevant (the recall denominator). */
async function relevantCount(db: DbOrTx, e: QualityExpect): Promise<number> {
  const conds: SQL[] = [sql`p.on_shelf`];
  if (e.titleAny) {
    conds.push(
      sql`(${sql.join(
        e.titleAny.map((w) => sql`p.title ilike ${'%' + w + '%'}`),
        sql` or `,
      )})`,
    );
  }
  if (e.brand) conds.push(sql`b.name = ${e.brand}`);
  const modelExpr = sql`lower(regexp_replace(p.model_no, '[\\s\\-_./·]+', '', 'g'))`;
  if (e.model) conds.push(sql`${modelExpr} = ${normalizeModel(e.model)}`);
  if (e.modelPrefix) conds.push(sql`${modelExpr} like ${normalizeModel(e.modelPrefix) + '%'}`);
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id where ${sql.join(conds, sql` and `)}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Runs every query through `search` (top 10, area 全国) and scores it: precision@10 = relevant results /
 * results returned; recall@10 = relevant results in the top 10 / min(10, relevant products in the catalogue).
 */
export async function evaluateQuality(
  db: DbOrTx,
  search: (keyword: string) => Promise<QualityCard[]>,
  queries = loadQualitySet(),
): Promise<{ results: QualityResult[]; precision: number; recall: number }> {
  const results: QualityResult[] = [];
  for (const q of queries) {
    const top = (await search(q.query)).slice(0, 10);
    const relevantInTop = top.filter((c) => isRelevant(c, q.expect)).length;
    const relevantTotal = await relevantCount(db, q.expect);
    results.push({
      ...q,
      returned: top.length,
      relevantInTop,
      relevantTotal,
      precision: top.length ? relevantInTop / top.length : 0,
      recall: relevantTotal ? relevantInTop / Math.min(10, relevantTotal) : 1,
    });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    results,
    precision: mean(results.map((r) => r.precision)),
    recall: mean(results.map((r) => r.recall)),
  };
}
