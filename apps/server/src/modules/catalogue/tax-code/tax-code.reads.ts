import { sql } from 'drizzle-orm';
import {
  TAX_CODE_MSG,
  TAX_RATE_LABEL,
  invoiceLineName,
  type CategoryTaxCode,
  type SkuTaxFacts,
  type TaxCode,
  type TaxRate,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { likeContains } from '../../../lib/china-day';

type CodeRow = { code: string; name: string; short_name: string; rate: TaxRate };

const toTaxCode = (r: CodeRow): TaxCode => ({
  code: r.code,
  name: r.name,
  shortName: r.short_name,
  rate: r.rate,
  rateLabel: TAX_RATE_LABEL[r.rate],
});

/** The code table, optionally filtered by a keyword in the code, name or 简称. */
export async function taxCodeRows(db: DbOrTx, keyword?: string): Promise<TaxCode[]> {
  const like = keyword ? likeContains(keyword) : null;
  const rows = await queryRows<CodeRow>(
    db,
    sql`select code, name, short_name, rate from tax_codes
        where ${like}::text is null or code like ${like} or name like ${like} or short_name like ${like}
        order by code limit 500`,
  );
  return rows.map(toTaxCode);
}

/** Every category with its own code and the one that applies (its own or the nearest ancestor's). */
export async function categoryTaxCodeRows(db: DbOrTx): Promise<CategoryTaxCode[]> {
  const rows = await queryRows<{
    id: number;
    parent_id: number;
    level: number;
    title: string;
    own: string | null;
    code: string | null;
    name: string | null;
    short_name: string | null;
    rate: TaxRate | null;
  }>(
    db,
    sql`with recursive tree as (
          select c.id, c.parent_id, c.level, c.title, c.sort, ct.code as own, ct.code as eff
          from categories c left join category_tax_codes ct on ct.category_id = c.id where c.parent_id = 0
          union all
          select c.id, c.parent_id, c.level, c.title, c.sort, ct.code, coalesce(ct.code, tree.eff)
          from categories c join tree on c.parent_id = tree.id
          left join category_tax_codes ct on ct.category_id = c.id)
        select tree.id, tree.parent_id, tree.level, tree.title, tree.own, t.code, t.name, t.short_name, t.rate
        from tree left join tax_codes t on t.code = tree.eff
        order by tree.level, tree.sort, tree.id`,
  );
  return rows.map((r) => ({
    categoryId: r.id,
    parentId: r.parent_id,
    level: r.level,
    title: r.title,
    code: r.own,
    effective: r.code ? toTaxCode(r as CodeRow) : null,
  }));
}

/**
 * The tax facts of a set of SKUs (what an invoice line needs): the product's own code, else its level-three,
 * level-two or level-one category's, nearest first; with 简称, rate and the line name `*简称*商品名称`, or a
 * Chinese text saying what is missing. Unknown SKUs answer with `missing` too, in the order asked.
 */
export async function taxFactsOfSkus(db: DbOrTx, skuIds: number[]): Promise<SkuTaxFacts[]> {
  if (skuIds.length === 0) return [];
  const rows = await queryRows<{
    sku_id: number;
    product_id: number;
    title: string;
    source: 'product' | 'category' | 'none';
    code: string | null;
    short_name: string | null;
    rate: TaxRate | null;
  }>(
    db,
    sql`select k.id as sku_id, p.id as product_id, p.title,
          case when pt.code is not null then 'product'
               when coalesce(c3.code, c2.code, c1.code) is not null then 'category' else 'none' end as source,
          t.code, t.short_name, t.rate
        from skus k join products p on p.id = k.product_id
        left join product_tax_codes pt on pt.product_id = p.id
        left join category_tax_codes c3 on c3.category_id = p.category_id
        left join category_tax_codes c2 on c2.category_id = p.second_category_id
        left join category_tax_codes c1 on c1.category_id = p.first_category_id
        left join tax_codes t on t.code = coalesce(pt.code, c3.code, c2.code, c1.code)
        where k.id = any(${`{${skuIds.join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.sku_id, r]));
  return skuIds.map((skuId) => {
    const r = byId.get(skuId);
    if (!r)
      return {
        skuId,
        productId: null,
        source: 'none',
        code: null,
        shortName: null,
        rate: null,
        lineName: '',
        missing: TAX_CODE_MSG.SKU_NOT_FOUND,
      };
    const complete = r.code !== null && r.short_name !== null && r.rate !== null;
    return {
      skuId,
      productId: r.product_id,
      source: r.source,
      code: r.code,
      shortName: r.short_name,
      rate: r.rate,
      lineName: complete ? invoiceLineName(r.short_name!, r.title) : '',
      missing: complete ? null : `「${r.title}」${TAX_CODE_MSG.MISSING}，请在商品或其分类上设置`,
    };
  });
}
