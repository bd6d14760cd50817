import { sql } from 'drizzle-orm';
import {
  CATALOGUE_MSG,
  SUBSTITUTE_MAX,
  SUBSTITUTE_REASON,
  type SubstituteAnswer,
  type SubstituteOffer,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { skuInAreaColumns, skuNamesOf, skusInArea, type SkuInAreaRow } from '../catalogue';
import { productImagePath } from '../media';
import { hiddenProducts, shownPrice, unitPrices } from '../pricing';
import { areaScope, resolveAreaCode } from '../region';
import { compareTyped, typedValuesOf } from './substitute.compare';
import { substituteCandidates } from './substitute.rule';

type Facts = Omit<SkuInAreaRow, 'brand_name'> & { brand_name: string | null };

/** Why the SKU cannot be bought in the area (null: it can). */
function reasonOf(f: Facts, areaCode: string): string | null {
  if (!f.on_shelf) return SUBSTITUTE_REASON.OFF_SHELF;
  if (!areaScope(areaCode).includes(f.sales_area_codes)) return SUBSTITUTE_REASON.NOT_IN_AREA;
  if (f.stock < Math.max(f.moq, 1)) return SUBSTITUTE_REASON.OUT_OF_STOCK;
  return null;
}

async function factsOf(db: DbOrTx, skuIds: readonly number[], areaCode: string): Promise<Facts[]> {
  if (!skuIds.length) return [];
  return queryRows<Facts>(
    db,
    sql`select k.id as sku_id, ${skuInAreaColumns} from ${skusInArea(areaCode)}
        left join brands b on b.id = p.brand_id where k.id = any(${sql.param([...skuIds])}::int[])`,
  );
}

/**
 * Substitutes of each SKU that can be bought in the area, for the caller (a company pool hides what it
 * hides): links first, then the rule's, at most `limit` each. Quick order offers them for lines it cannot fill.
 */
export async function buyableSubstitutes(
  db: DbOrTx,
  skuIds: readonly number[],
  areaCode: string,
  userId: number | null,
  limit = SUBSTITUTE_MAX,
): Promise<Map<number, number[]>> {
  const found = await substituteCandidates(db, skuIds, { areaCode, limit: limit * 2 });
  const hidden = await hiddenProducts(
    db,
    userId,
    [...found.values()].flat().map((c) => c.productId),
  );
  return new Map(
    [...found].map(([origin, list]) => [
      origin,
      list
        .filter((c) => !hidden.has(c.productId))
        .slice(0, limit)
        .map((c) => c.skuId),
    ]),
  );
}

/**
 * The product page's 替代品 (GET /api/product/{id}/substitutes): for the SKU `id` (else the product's
 * default SKU) when it cannot be bought in the area, its substitutes that can, with their typed parameters
 * beside the original's. A SKU that can be bought answers its reason null and no items. Unknown id, or a
 * product the caller's company pool hides → 404 (as the page itself).
 */
export async function substitutesForPage(
  db: Db,
  id: number,
  areaCodeInput: string,
  userId: number | null,
): Promise<SubstituteAnswer> {
  const areaCode = resolveAreaCode(areaCodeInput);
  const [asked] = await queryRows<{ sku_id: number }>(
    db,
    sql`select coalesce((select id from skus where id = ${id}),
          (select default_sku_id from products where id = ${id})) as sku_id`,
  );
  const skuId = asked?.sku_id ?? null;
  const [origin] = skuId === null ? [] : await factsOf(db, [skuId], areaCode);
  if (!origin || (await hiddenProducts(db, userId, [origin.product_id])).size)
    throw notFound(CATALOGUE_MSG.PRODUCT_NOT_FOUND);
  const reason = reasonOf(origin, areaCode);
  if (!reason) return { skuId: origin.sku_id, reason: null, items: [] };
  const found = await substituteCandidates(db, [origin.sku_id], { areaCode, limit: SUBSTITUTE_MAX * 2 });
  const candidates = found.get(origin.sku_id) ?? [];
  const hidden = await hiddenProducts(
    db,
    userId,
    candidates.map((c) => c.productId),
  );
  const chosen = candidates.filter((c) => !hidden.has(c.productId)).slice(0, SUBSTITUTE_MAX);
  const [facts, typed] = await Promise.all([
    factsOf(
      db,
      chosen.map((c) => c.skuId),
      areaCode,
    ),
    typedValuesOf(db, [origin.sku_id, ...chosen.map((c) => c.skuId)]),
  ]);
  const byId = new Map(facts.map((f) => [f.sku_id, f]));
  const prices = await unitPrices(db, userId, facts);
  const priceOf = new Map(prices.map((pr, i) => [facts[i]!.sku_id, pr]));
  const mine = typed.get(origin.sku_id) ?? [];
  const items: SubstituteOffer[] = chosen.flatMap((c) => {
    const f = byId.get(c.skuId);
    if (!f) return [];
    return [
      {
        ...skuNamesOf(f),
        image: productImagePath(f.product_id),
        unit: f.unit,
        ...shownPrice(priceOf.get(f.sku_id)!),
        stock: f.stock,
        linked: c.linked,
        note: c.note,
        comparison: compareTyped(mine, typed.get(f.sku_id) ?? []),
      },
    ];
  });
  return { skuId: origin.sku_id, reason, items };
}
