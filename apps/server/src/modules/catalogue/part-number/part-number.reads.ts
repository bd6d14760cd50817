import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';

/** A SKU found by one of its part numbers: which number matched, as entered, and whose it is. */
export type PartNumberHit = {
  skuId: number;
  productId: number;
  /** The normalised form that was asked for. */
  normalised: string;
  number: string;
  source: string;
  kind: 'manufacturer' | 'equivalent';
};

/**
 * The SKUs carrying any of the `normalised` part numbers (normalisePartNumber), on or off the shelf: one
 * indexed statement for all of them. Per normalised number, manufacturer numbers first, then by SKU.
 */
export async function skusByPartNumber(db: DbOrTx, normalised: readonly string[]): Promise<PartNumberHit[]> {
  const wanted = [...new Set(normalised.filter((n) => n && n.length <= 64))];
  if (!wanted.length) return [];
  const rows = await queryRows<{
    sku_id: number;
    product_id: number;
    normalised: string;
    number: string;
    source: string;
    kind: 'manufacturer' | 'equivalent';
  }>(
    db,
    sql`select n.sku_id, k.product_id, n.normalised, n.number, n.source, n.kind
        from sku_part_numbers n join skus k on k.id = n.sku_id
        where n.normalised = any(${sql.param(wanted)}::text[])
        order by n.normalised, n.kind = 'manufacturer' desc, n.sku_id`,
  );
  return rows.map((r) => ({
    skuId: Number(r.sku_id),
    productId: Number(r.product_id),
    normalised: r.normalised,
    number: r.number,
    source: r.source,
    kind: r.kind,
  }));
}

/**
 * The same rows as a select (key = the normalised number, number, source, sku_id, pref: 0 for the
 * manufacturer's own, 1 for an equivalent), for a matcher that reads several kinds of numbers in one statement.
 */
export function partNumberRows(normalised: readonly string[]): SQL {
  return sql`select n.normalised as key, n.number, n.source, n.sku_id, (n.kind <> 'manufacturer')::int as pref
    from sku_part_numbers n where n.normalised = any(${sql.param([...new Set(normalised)])}::text[])`;
}
