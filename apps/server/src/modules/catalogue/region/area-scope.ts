import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_AREA_ID } from '@mall/shared';
import { isMainland } from './region.data';
import { resolveAreaCode } from './region.service';

/**
 * "Sold in this area": the one rule listings, search, suggestions, related products, comparison, home floors,
 * the cart, quick order and stock alerts apply. A product lists the provinces it is sold in (GB/T 2260), or
 * '0000' for every mainland province. A buyer in a mainland province sees products sold there or in '0000';
 * in Hong Kong, Macao or Taiwan only products sold there; the area '0000' (全国) sees every product.
 */
export class AreaScope {
  private constructor(
    /** The sales-area codes a product needs one of; null: every product is in scope. */
    readonly codes: readonly string[] | null,
  ) {}

  /** The scope of one area (a city or district code counts as its province; unknown → 400 销售区域不存在). */
  static of(areaCode: string): AreaScope {
    const area = resolveAreaCode(areaCode);
    if (area === DEFAULT_AREA_ID) return new AreaScope(null);
    return new AreaScope(isMainland(area) ? [DEFAULT_AREA_ID, area] : [area]);
  }

  /** The union of several areas' scopes; none or any 全国 → every product. */
  static union(areaCodes: readonly string[]): AreaScope {
    const scopes = areaCodes.map((c) => AreaScope.of(c));
    if (!scopes.length || scopes.some((s) => s.codes === null)) return new AreaScope(null);
    return new AreaScope([...new Set(scopes.flatMap((s) => s.codes!))].sort());
  }

  /** Whether a product sold in these areas is in scope. */
  includes(salesAreaCodes: readonly string[]): boolean {
    const codes = this.codes;
    return codes === null || salesAreaCodes.some((c) => codes.includes(c));
  }

  /** The condition on a text[] column of sales areas (undefined: no condition). */
  where(column: AnyColumn | SQLWrapper): SQL | undefined {
    if (this.codes === null) return undefined;
    return sql`${column} && ${sql.param([...this.codes])}::text[]`;
  }

  /** `and <condition>` to append to a raw SQL where clause (empty when every product is in scope). */
  and(column: AnyColumn | SQLWrapper): SQL {
    const condition = this.where(column);
    return condition ? sql`and ${condition}` : sql``;
  }
}

/** The scope of a buyer's area: `areaScope(areaCode).includes(product.salesAreaCodes)`. */
export const areaScope = (areaCode: string) => AreaScope.of(areaCode);
