import { sql } from 'drizzle-orm';
import {
  QUICK_ORDER_MAX_CANDIDATES,
  settleQuickOrderLine,
  type ParsedQuickLine,
  type QuickOrderAvailability,
  type QuickOrderLine,
  type QuickOrderSku,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { maxBuyable } from '../../trade/cart';
import { productImagePath } from '../../catalogue/media';
import { shownPrice, unitPrices, type ResolvedPrice } from '../../catalogue/pricing';
import { skuInAreaColumns, skuNamesOf, skusInArea, type SkuInAreaRow } from '../../catalogue/catalogue';
import { normalizeModel, type SearchEngine } from '../../catalogue/search';
import { areaScope } from '../../catalogue/region';
import { buyableSubstitutes } from '../../catalogue/substitute';
import { byNumbers, codeForms, convertedQuantity } from './quick-order.numbers';

/*
 * Matching a parsed list against the catalogue, in stages that each run ONE statement for all lines still
 * unmatched: the company's material codes and part numbers (quick-order.numbers.ts), SKU codes, then model numbers, then the search engine (itself at most three batched statements),
 * then one read of the facts (price, stock in the area, rules) of every SKU any stage found.
 */

const p = (values: unknown[]) => sql.param(values);

/** The brand is left-joined: a product whose brand is gone still matches. */
type FactsRow = Omit<SkuInAreaRow, 'brand_name'> & { brand_name: string | null };

type Found = {
  by: 'material_code' | 'part_number' | 'code' | 'model' | 'name';
  skuIds?: number[];
  products?: { id: number; score: number }[];
  /** What matched, for the buyer (material codes and part numbers). */
  note?: string;
  ratio?: { num: number; den: number };
};

/** The last stage: every SKU found, and every SKU of every product found, with the facts of the area. */
async function facts(
  db: Db,
  skuIds: readonly number[],
  productIds: readonly number[],
  areaCode: string,
): Promise<FactsRow[]> {
  if (!skuIds.length && !productIds.length) return [];
  return queryRows<FactsRow>(
    db,
    sql`select k.id as sku_id, ${skuInAreaColumns} from ${skusInArea(areaCode)} left join brands b on b.id = p.brand_id
        where k.id = any(${p([...new Set(skuIds)])}::int[]) or k.product_id = any(${p([...new Set(productIds)])}::int[])
        order by k.product_id, k.sort, k.id`,
  );
}

function availabilityOf(f: FactsRow, areaCode: string): QuickOrderAvailability {
  if (!f.on_shelf) return 'off_shelf';
  if (!areaScope(areaCode).includes(f.sales_area_codes)) return 'not_in_area';
  if (maxBuyable(f) === 0) return 'out_of_stock';
  return 'ok';
}

function toSku(f: FactsRow, score: number, areaCode: string, price: ResolvedPrice): QuickOrderSku {
  return {
    ...skuNamesOf(f),
    image: productImagePath(f.product_id),
    unit: f.unit,
    ...shownPrice(price),
    stock: f.stock,
    moq: f.moq,
    step: f.step,
    maxQuantity: maxBuyable(f),
    availability: availabilityOf(f, areaCode),
    score,
  };
}

const AVAILABLE_FIRST: Record<QuickOrderAvailability, number> = {
  ok: 0,
  out_of_stock: 1,
  not_in_area: 2,
  off_shelf: 3,
};

/** How many of a SKU's spec values the line names (a name with "M8×30" prefers the M8×30 SKU). */
function specHits(sku: QuickOrderSku, text: string): number {
  const line = normalizeModel(text);
  return sku.spec
    .split(' / ')
    .filter((v) => v && line.includes(normalizeModel(v)))
    .reduce((n, v) => n + normalizeModel(v).length, 0);
}

/** A line's result from what the stages found for it. */
function resolveLine(
  line: ParsedQuickLine,
  found: Found | undefined,
  skus: { bySku: Map<number, QuickOrderSku>; byProduct: Map<number, QuickOrderSku[]> },
  areaName: string,
): QuickOrderLine {
  let candidates: QuickOrderSku[] = [];
  if (found?.skuIds) candidates = found.skuIds.flatMap((id) => skus.bySku.get(id) ?? []);
  else if (found?.products) {
    // A name found several products: their three SKUs nearest the line each, so more than the first shows.
    const perProduct = found.by === 'name' && found.products.length > 1 ? 3 : QUICK_ORDER_MAX_CANDIDATES;
    candidates = found.products.flatMap(({ id, score }) =>
      (skus.byProduct.get(id) ?? [])
        .map((s) => ({ ...s, score }))
        .sort((a, b) => specHits(b, line.text) - specHits(a, line.text))
        .slice(0, perProduct),
    );
  }
  // Buyable ones first; the stages' own order within (stable sort).
  candidates = candidates
    .sort((a, b) => AVAILABLE_FIRST[a.availability] - AVAILABLE_FIRST[b.availability])
    .slice(0, QUICK_ORDER_MAX_CANDIDATES);
  const base = {
    lineNo: line.lineNo,
    input: line.input,
    text: line.text,
    quantityText: line.quantityText,
    requested: line.quantity,
    // A lone match is the line's SKU: not sent twice (a 500-line answer stays about half a megabyte).
    candidates: candidates.length > 1 ? candidates : [],
  };
  // One SKU, or one code shared by several SKUs of which exactly one can be bought (an old duplicate).
  const buyable = candidates.filter((c) => c.availability === 'ok');
  const byNumber = found?.by === 'code' || found?.by === 'part_number';
  const chosen =
    candidates.length === 1 ? candidates[0]! : byNumber && buyable.length === 1 ? buyable[0]! : null;
  const said = found?.note ? { matchedNote: found.note } : {};
  if (!found || !candidates.length)
    return {
      ...base,
      matchedBy: null,
      outcome: 'not_found',
      note: '未找到匹配的商品',
      sku: null,
      quantity: 0,
    };
  if (chosen) {
    // A quantity in the company's unit (物料编码 with a conversion) is ordered in ours.
    const asked =
      found.ratio && line.quantity !== null ? convertedQuantity(line.quantity, found.ratio) : null;
    const settled = settleQuickOrderLine(
      asked === null ? line : { ...line, quantity: asked },
      chosen,
      areaName,
    );
    const converted = asked === null ? null : `按物料编码换算 ${line.quantity} → ${asked}${chosen.unit}`;
    const note = converted ? [converted, settled.note].filter(Boolean).join('；') : settled.note;
    return { ...base, matchedBy: found.by, ...said, sku: chosen, ...settled, note };
  }
  return {
    ...base,
    matchedBy: found.by,
    ...said,
    outcome: line.quantityError ? 'invalid' : 'candidates',
    note: line.quantityError ?? `找到 ${candidates.length} 个相近商品，请选择`,
    sku: null,
    quantity: 0,
  };
}

/**
 * Matches parsed lines in `areaCode` (a province or 0000): material codes and part numbers, codes, then models,
 * then search, each stage one batched statement for the lines still unmatched, and one read of the facts at the end.
 */
export async function matchLines(
  db: Db,
  engine: SearchEngine,
  lines: readonly ParsedQuickLine[],
  areaCode: string,
  areaName: string,
  userId: number | null = null,
): Promise<QuickOrderLine[]> {
  // By index in `lines`: the company's material codes, part numbers and SKU codes, in one statement.
  const numbers = await byNumbers(db, lines, userId);
  const found = new Map<number, Found>(numbers.found);
  const codes = numbers.codes;
  const rest = () => lines.map((l, i) => ({ l, i })).filter(({ i }) => !found.has(i));
  for (const { l, i } of rest()) {
    const ids = [...new Set(codeForms(l.text).flatMap((c) => codes.get(c) ?? []))];
    if (ids.length) found.set(i, { by: 'code', skuIds: ids });
  }

  const models = await engine.productsByModel(rest().map(({ l }) => l.text));
  for (const { l, i } of rest()) {
    const ids = models.get(normalizeModel(l.text).slice(0, 64));
    if (ids?.length) found.set(i, { by: 'model', products: ids.map((id) => ({ id, score: 1 })) });
  }

  const named = rest();
  const matches = named.length
    ? await engine.bestMatchesMany(
        named.map(({ l }) => l.text),
        { area: areaScope(areaCode), limit: 5 },
      )
    : [];
  named.forEach(({ i }, k) => {
    const hits = matches[k]!;
    if (hits.length)
      found.set(i, { by: 'name', products: hits.map((h) => ({ id: h.productId, score: h.score })) });
  });

  const all = [...found.values()];
  const rows = await facts(
    db,
    all.flatMap((f) => f.skuIds ?? []),
    all.flatMap((f) => f.products?.map((x) => x.id) ?? []),
    areaCode,
  );
  const bySku = new Map<number, QuickOrderSku>();
  const byProduct = new Map<number, QuickOrderSku[]>();
  // Priced for the buyer by the price resolver (agreement price; quantity 1 — the cart applies tiers).
  const prices = await unitPrices(db, userId, rows);
  for (const [i, r] of rows.entries()) {
    const sku = toSku(r, 1, areaCode, prices[i]!);
    bySku.set(sku.skuId, sku);
    byProduct.set(sku.productId, [...(byProduct.get(sku.productId) ?? []), sku]);
  }
  const resolved = lines.map((l, i) => resolveLine(l, found.get(i), { bySku, byProduct }, areaName));
  return withSubstitutes(db, resolved, areaCode, userId);
}

/** How many substitutes a quick-order line that cannot be filled is offered. */
const LINE_SUBSTITUTES = 3;

/**
 * Lines whose SKU cannot be bought in the area (out of stock, off shelf, not sold there) get substitutes
 * that can (替代品: links, then the typed-attribute rule). Two more statements, only when such lines exist.
 */
async function withSubstitutes(
  db: Db,
  lines: QuickOrderLine[],
  areaCode: string,
  userId: number | null,
): Promise<QuickOrderLine[]> {
  const stuck = [
    ...new Set(lines.flatMap((l) => (l.sku && l.sku.availability !== 'ok' ? [l.sku.skuId] : []))),
  ];
  if (!stuck.length) return lines;
  const offered = await buyableSubstitutes(db, stuck, areaCode, userId, LINE_SUBSTITUTES);
  const ids = [...new Set([...offered.values()].flat())];
  if (!ids.length) return lines;
  const rows = await facts(db, ids, [], areaCode);
  const prices = await unitPrices(db, userId, rows);
  const skus = new Map(rows.map((r, i) => [r.sku_id, toSku(r, 1, areaCode, prices[i]!)]));
  return lines.map((l) => {
    const list = l.sku && l.sku.availability !== 'ok' ? (offered.get(l.sku.skuId) ?? []) : [];
    const substitutes = list.flatMap((id) => skus.get(id) ?? []);
    return substitutes.length ? { ...l, substitutes } : l;
  });
}
