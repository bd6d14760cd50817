import { sql } from 'drizzle-orm';
import { matchedPartNumberText, normalizeQuickText, type ParsedQuickLine } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { normalisePartNumber, partNumberRows } from '../../catalogue/part-number';
import { materialCodeRows } from '../material-code';

/** A line found by its company's material code or a part number: its SKUs and what to tell the buyer. */
export type NumberFound = {
  by: 'material_code' | 'part_number';
  skuIds: number[];
  /** 物料编码 A-1001 / 对应 SKF 6204-2RS. */
  note: string;
  /** The material code's conversion: 1 company unit = num / den of ours. */
  ratio?: { num: number; den: number };
};

/** The forms of a typed code that may match skus.code exactly: as typed, full-width folded, upper case. */
export function codeForms(text: string): string[] {
  const folded = normalizeQuickText(text);
  return [...new Set([text.trim(), folded, folded.toUpperCase(), folded.replace(/\s+/g, '')])].filter(
    (c) => c && c.length <= 64,
  );
}

type NumberRow = {
  kind: 'm' | 'p' | 'c';
  key: string;
  number: string;
  source: string;
  sku_id: number;
  ratio_num: number;
  ratio_den: number;
};

/**
 * The first stages of quick order, in ONE statement for all the lines: the buyer's company material codes
 * (客户物料编码) and part numbers (料号互查), both compared normalised (case, width, spaces, dashes, dots and
 * slashes ignored), then SKU codes exactly (in the forms above). A line takes the first kind that knows it;
 * `codes` are for the lines neither of the first two found.
 */
export async function byNumbers(
  db: Db,
  lines: readonly ParsedQuickLine[],
  userId: number | null,
): Promise<{ found: Map<number, NumberFound>; codes: Map<string, number[]> }> {
  const norms = lines.map((l) => normalisePartNumber(l.text));
  const wanted = norms.filter((n) => n.length > 0 && n.length <= 64);
  const forms = [...new Set(lines.flatMap((l) => codeForms(l.text)))];
  const material =
    userId === null
      ? sql``
      : sql`select 'm' as kind, key, code as number, '' as source, sku_id, ratio_num, ratio_den, 0 as pref
          from (${materialCodeRows(userId, wanted)}) m union all `;
  const rows = await queryRows<NumberRow>(
    db,
    sql`${material}
      select 'p', key, number, source, sku_id, 1, 1, pref from (${partNumberRows(wanted)}) p
      union all
      select 'c', code, code, '', id, 1, 1, 0 from skus where code = any(${sql.param(forms)}::text[])
      order by 1, 2, 8, 5`,
  );
  const byKind = { m: new Map<string, NumberRow[]>(), p: new Map<string, NumberRow[]>(), c: new Map() };
  for (const r of rows) {
    const map = byKind[r.kind] as Map<string, NumberRow[]>;
    map.set(r.key, [...(map.get(r.key) ?? []), r]);
  }
  const found = new Map<number, NumberFound>();
  norms.forEach((n, i) => {
    const code = byKind.m.get(n)?.[0];
    if (code) {
      const same = code.ratio_num === code.ratio_den;
      const ratio = same ? undefined : { num: code.ratio_num, den: code.ratio_den };
      found.set(i, {
        by: 'material_code',
        skuIds: [Number(code.sku_id)],
        note: `物料编码 ${code.number}`,
        ratio,
      });
      return;
    }
    const hits = byKind.p.get(n);
    if (hits?.length)
      found.set(i, {
        by: 'part_number',
        skuIds: [...new Set(hits.map((h) => Number(h.sku_id)))],
        note: matchedPartNumberText(hits[0]!),
      });
  });
  const codes = new Map<string, number[]>();
  for (const [key, list] of byKind.c as Map<string, NumberRow[]>)
    codes.set(
      key,
      list.map((r) => Number(r.sku_id)),
    );
  return { found, codes };
}

/** The quantity in our units of a line typed in the company's (rounded up to a whole unit). */
export function convertedQuantity(quantity: number, ratio: { num: number; den: number }): number {
  return Math.max(1, Math.ceil((quantity * ratio.num) / ratio.den));
}
