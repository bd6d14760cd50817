import type { CompareItem } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { alignAttributes, compareRow, type CompareRow } from './align';

/** What the 库存 row compares: the state a buyer acts on, not the exact count (shown beside it). */
export function stockStatus(item: CompareItem): string {
  if (!item.inArea) return t.compare.notInArea;
  return item.stock >= item.moq ? t.compare.stockIn : t.compare.stockOut;
}

/** The two groups of the compare table: the facts every product has, then its aligned attributes. */
export function buildCompareRows(items: readonly CompareItem[]): {
  basic: CompareRow[];
  attrs: CompareRow[];
} {
  const rows = t.compare.rows;
  const of = (pick: (item: CompareItem) => string) => items.map(pick);
  return {
    basic: [
      compareRow(
        'price',
        rows.price,
        of((i) => `${i.price}/${i.unit}`),
      ),
      compareRow(
        'brand',
        rows.brand,
        of((i) => i.brandName),
      ),
      compareRow(
        'model',
        rows.model,
        of((i) => i.modelNo),
      ),
      compareRow(
        'code',
        rows.code,
        of((i) => i.code),
      ),
      compareRow(
        'category',
        rows.category,
        of((i) => i.category.title),
      ),
      compareRow(
        'unit',
        rows.unit,
        of((i) => i.unit),
      ),
      compareRow(
        'moq',
        rows.moq,
        of((i) => t.product.moqText(i.moq, i.step, i.unit)),
      ),
      compareRow('stock', rows.stock, of(stockStatus)),
    ],
    attrs: alignAttributes(items.map((i) => i.attributes)),
  };
}

/** The ids of /compare?ids=1,2,3 as typed in the address: numbers only, repeats once, at most `max`. */
export function parseSkuIds(text: string | null, max: number): number[] {
  const ids: number[] = [];
  for (const piece of (text ?? '').split(/[,，\s]+/)) {
    if (!/^\d{1,10}$/.test(piece)) continue;
    const id = Number(piece);
    if (id < 1 || id > 2_147_483_647 || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}
