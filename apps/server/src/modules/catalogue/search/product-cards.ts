import { sql } from 'drizzle-orm';
import { fenToYuan, type ProductCard, type TitlePart } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { productImagePath } from '../media';
import { productTotalStock } from '../catalogue';

export type CardRow = {
  id: number;
  title: string;
  model_no: string;
  unit: string;
  min_price_fen: number;
  default_sku_id: number;
  sales_count: number;
  category_id: number;
  brand_id: number;
  brand_name: string;
  stock: number;
  merchant_id: number;
  seller_name: string;
};

/** Cuts a title into highlighted and plain pieces for the given terms (case-insensitive, longest first). */
function titleParts(title: string, terms: readonly string[]): TitlePart[] {
  const lower = title.toLowerCase();
  const marks = new Array<boolean>(title.length).fill(false);
  const sorted = [...new Set(terms.map((t) => t.toLowerCase().trim()).filter((t) => t.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  for (const term of sorted) {
    // Single Latin letters or digits would light up half a model number; skip them.
    if (term.length < 2 && !/[\u3400-\u9fff]/.test(term)) continue;
    let from = 0;
    for (;;) {
      const at = lower.indexOf(term, from);
      if (at < 0) break;
      for (let i = at; i < at + term.length; i++) marks[i] = true;
      from = at + term.length;
    }
  }
  const parts: TitlePart[] = [];
  for (let i = 0; i < title.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.hit === marks[i]) last.text += title[i];
    else parts.push({ text: title[i]!, hit: marks[i]! });
  }
  return parts.length ? parts : [{ text: title, hit: false }];
}

/**
 * A card's columns, of `products p join brands b on b.id = p.brand_id` (the product detail reads its related
 * cards in its own statement with these).
 */
export const cardColumns = sql`p.id, p.title, p.model_no, p.unit, p.min_price_fen, p.default_sku_id, p.sales_count,
  p.category_id, p.brand_id, b.name as brand_name, p.merchant_id, p.seller_name, ${productTotalStock} as stock`;

/** The card of a row read with cardColumns. */
export function cardOf(r: CardRow, highlight: readonly string[] = []): ProductCard {
  return {
    productId: r.id,
    skuId: r.default_sku_id,
    title: r.title,
    titleParts: titleParts(r.title, highlight),
    brandId: r.brand_id,
    brandName: r.brand_name,
    modelNo: r.model_no,
    categoryId: r.category_id,
    price: fenToYuan(r.min_price_fen),
    unit: r.unit,
    image: productImagePath(r.id),
    salesCount: r.sales_count,
    stock: r.stock,
    inStock: r.stock > 0,
    sellerId: r.merchant_id,
    sellerName: r.seller_name,
  };
}

/** Product cards for these product ids, in the given order (unknown ids are skipped). */
export async function loadProductCards(
  db: DbOrTx,
  ids: readonly number[],
  highlight: readonly string[] = [],
): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardColumns}
        from products p join brands b on b.id = p.brand_id
        where p.id = any(${sql.param([...ids])}::int[])`,
    // One text whatever the ids: prepared once per connection (a listing's cards cost no planning).
    'product-cards',
  );
  return cardsInOrder(ids, rows, highlight);
}

/** The cards of these ids in their order, from their rows read in any order (unknown ids are skipped). */
export function cardsInOrder(
  ids: readonly number[],
  rows: readonly CardRow[],
  highlight: readonly string[] = [],
): ProductCard[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [cardOf(r, highlight)] : [];
  });
}
