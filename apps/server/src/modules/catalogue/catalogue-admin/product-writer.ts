import { sql } from 'drizzle-orm';
import { yuanToFen } from '@mall/shared';
import { queryRows, readTogether, type Tx } from '../../../db/client';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { sanitizeContent } from '../../content/content';
import { refreshTypedValues } from '../attribute';
import { attrsOf, normaliseAreas, type ProductDraft } from './product-draft';
import { productSnapshot } from './product-view';

const p = (values: unknown[]) => sql.param(values);

/** What the database knows about the things drafts refer to, loaded once per save or import. */
export type DraftRefs = {
  brands: Set<number>;
  /** Level-three category id → its level-two and level-one ids. */
  level3: Map<number, { second: number; first: number }>;
  /** Every category id (to tell "not level three" from "unknown"). */
  categories: Set<number>;
  scenes: Set<number>;
  /** Existing products named by drafts → their SKUs by id and by code. */
  products: Map<number, { skuIds: Set<number>; skuByCode: Map<string, number> }>;
  /** SKU codes the drafts use that existing SKUs already carry → the products carrying them. */
  codeOwners: Map<string, Set<number>>;
};

export type RefProblem = {
  field: 'brand' | 'category' | 'scenes' | 'product' | 'code' | 'sku';
  msg: string;
  sku?: number;
};

export async function loadRefs(tx: Tx, drafts: readonly ProductDraft[]): Promise<DraftRefs> {
  const productIds = [...new Set(drafts.flatMap((d) => (d.id === undefined ? [] : [d.id])))];
  const codes = [...new Set(drafts.flatMap((d) => d.skus.map((s) => s.code)))];
  const [brandRows, catRows, sceneRows, skuRows, ownerRows] = await readTogether(
    tx,
    () => queryRows<{ id: number }>(tx, sql`select id from brands`),
    () =>
      queryRows<{ id: number; level: number; parent_id: number; grand: number | null }>(
        tx,
        sql`select c.id, c.level, c.parent_id, pc.parent_id as grand from categories c
          left join categories pc on pc.id = c.parent_id`,
      ),
    () => queryRows<{ id: number }>(tx, sql`select id from scene_zones`),
    () =>
      queryRows<{ id: number; product_id: number; code: string }>(
        tx,
        sql`select id, product_id, code from skus where product_id = any(${p(productIds)}::int[])`,
      ),
    () =>
      queryRows<{ code: string; product_id: number }>(
        tx,
        sql`select distinct code, product_id from skus where code = any(${p(codes)}::text[])`,
      ),
  );
  const existing = await queryRows<{ id: number }>(
    tx,
    sql`select id from products where id = any(${p(productIds)}::int[]) for update`,
  );
  const products = new Map(
    existing.map((r) => [r.id, { skuIds: new Set<number>(), skuByCode: new Map<string, number>() }]),
  );
  for (const s of skuRows) {
    const entry = products.get(s.product_id);
    entry?.skuIds.add(s.id);
    entry?.skuByCode.set(s.code, s.id);
  }
  const codeOwners = new Map<string, Set<number>>();
  for (const o of ownerRows) codeOwners.set(o.code, (codeOwners.get(o.code) ?? new Set()).add(o.product_id));
  return {
    brands: new Set(brandRows.map((b) => b.id)),
    categories: new Set(catRows.map((c) => c.id)),
    level3: new Map(
      catRows.filter((c) => c.level === 3).map((c) => [c.id, { second: c.parent_id, first: c.grand ?? 0 }]),
    ),
    scenes: new Set(sceneRows.map((s) => s.id)),
    products,
    codeOwners,
  };
}

/** Rules that need the database: references exist, SKU ids belong to the product, codes are not taken. */
export function refProblems(draft: ProductDraft, refs: DraftRefs): RefProblem[] {
  const problems: RefProblem[] = [];
  if (draft.id !== undefined && !refs.products.has(draft.id))
    problems.push({ field: 'product', msg: `商品编号 ${draft.id} 不存在` });
  if (!refs.brands.has(draft.brandId)) problems.push({ field: 'brand', msg: '品牌不存在' });
  if (!refs.level3.has(draft.categoryId))
    problems.push({
      field: 'category',
      msg: refs.categories.has(draft.categoryId) ? '商品只能挂在三级分类下' : '商品分类不存在',
    });
  const badScenes = draft.sceneIds.filter((s) => !refs.scenes.has(s));
  if (badScenes.length) problems.push({ field: 'scenes', msg: `场景专区不存在：${badScenes.join('、')}` });
  const own = draft.id === undefined ? undefined : refs.products.get(draft.id);
  draft.skus.forEach((sku, i) => {
    if (sku.id !== undefined && own && !own.skuIds.has(sku.id))
      problems.push({ field: 'sku', sku: i, msg: `SKU ${sku.id} 不属于该商品` });
    const owners = [...(refs.codeOwners.get(sku.code) ?? [])].filter((id) => id !== draft.id);
    if (owners.length)
      problems.push({ field: 'code', sku: i, msg: `SKU编码「${sku.code}」已被商品 ${owners[0]} 使用` });
  });
  return problems;
}

/** Fresh ids from the console's sequence (shared by products and SKUs; far above the seeded ids). */
async function nextIds(tx: Tx, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval('catalogue_item_id_seq')::int as id from generate_series(1, ${n})`,
  );
  return rows.map((r) => r.id);
}

/**
 * Writes one checked draft (product row and its complete SKU list) and its audit record. Creates when the
 * draft has no id; otherwise updates, keeping sales counts and creation time, and removes SKUs not listed.
 */
export async function writeDraft(
  tx: Tx,
  actor: AuditActor,
  draft: ProductDraft,
  refs: DraftRefs,
  via = '',
): Promise<{ id: number; created: boolean }> {
  const created = draft.id === undefined;
  const before = created ? null : await productSnapshot(tx, draft.id!);
  const own = created ? undefined : refs.products.get(draft.id!);
  const known = draft.skus.map((s) => (created ? undefined : (s.id ?? own?.skuByCode.get(s.code))));
  const fresh = await nextIds(tx, (created ? 1 : 0) + known.filter((k) => k === undefined).length);
  const id = created ? fresh.shift()! : draft.id!;
  const skuIds = known.map((k) => k ?? fresh.shift()!);
  const prices = draft.skus.map((s) => yuanToFen(s.price));
  const cheapest = prices.indexOf(Math.min(...prices));
  const cats = refs.level3.get(draft.categoryId)!;
  const values = {
    category_id: draft.categoryId,
    second_category_id: cats.second,
    first_category_id: cats.first,
    brand_id: draft.brandId,
    title: draft.title,
    model_no: draft.modelNo,
    unit: draft.unit,
    moq: draft.moq,
    step: draft.step,
    description_html: sanitizeContent(draft.descriptionHtml),
    on_shelf: draft.onShelf,
    min_price_fen: prices[cheapest]!,
    default_sku_id: skuIds[cheapest]!,
    sales_area_codes: normaliseAreas(draft.salesAreaCodes).codes,
    scene_ids: [...new Set(draft.sceneIds)],
    attrs: JSON.stringify(attrsOf(draft)),
    images: draft.images,
  };
  const v = values;
  if (created) {
    await tx.execute(sql`insert into products (id, category_id, second_category_id, first_category_id, brand_id,
        title, model_no, unit, moq, step, description_html, on_shelf, min_price_fen, default_sku_id,
        sales_area_codes, scene_ids, attrs, images)
      values (${id}, ${v.category_id}, ${v.second_category_id}, ${v.first_category_id}, ${v.brand_id}, ${v.title},
        ${v.model_no}, ${v.unit}, ${v.moq}, ${v.step}, ${v.description_html}, ${v.on_shelf}, ${v.min_price_fen},
        ${v.default_sku_id}, ${p(v.sales_area_codes)}::text[], ${p(v.scene_ids)}::int[], ${v.attrs}::jsonb,
        ${p(v.images)}::text[])`);
  } else {
    await tx.execute(sql`update products set category_id = ${v.category_id},
        second_category_id = ${v.second_category_id}, first_category_id = ${v.first_category_id},
        brand_id = ${v.brand_id}, title = ${v.title}, model_no = ${v.model_no}, unit = ${v.unit}, moq = ${v.moq},
        step = ${v.step}, description_html = ${v.description_html}, on_shelf = ${v.on_shelf},
        min_price_fen = ${v.min_price_fen}, default_sku_id = ${v.default_sku_id},
        sales_area_codes = ${p(v.sales_area_codes)}::text[], scene_ids = ${p(v.scene_ids)}::int[],
        attrs = ${v.attrs}::jsonb, images = ${p(v.images)}::text[]
      where id = ${id}`);
    // Provincial stock rows first (the lock order of placing an order: warehouse rows, then SKU rows); the
    // draft's figures replace them below.
    await tx.execute(
      sql`delete from sku_area_stocks a using skus k where k.id = a.sku_id and k.product_id = ${id}`,
    );
    await tx.execute(sql`delete from skus where product_id = ${id} and not (id = any(${p(skuIds)}::int[]))`);
  }
  const s = draft.skus;
  await tx.execute(sql`
    insert into skus (id, product_id, code, spec, price_fen, market_price_fen, stock, sort)
    select t.id, ${id}, t.code, t.spec::jsonb, t.price, t.market, t.stock, t.sort
    from unnest(${p(skuIds)}::int[], ${p(s.map((k) => k.code))}::text[],
      ${p(s.map((k) => JSON.stringify(k.spec)))}::text[], ${p(prices)}::int[],
      ${p(s.map((k) => (k.marketPrice ? yuanToFen(k.marketPrice) : null)))}::int[],
      ${p(s.map((k) => k.stock))}::int[], ${p(s.map((_, i) => i))}::smallint[])
      as t(id, code, spec, price, market, stock, sort)
    on conflict (id) do update set code = excluded.code, spec = excluded.spec, price_fen = excluded.price_fen,
      market_price_fen = excluded.market_price_fen, stock = excluded.stock, sort = excluded.sort`);
  const area = s.flatMap((k, i) => k.areaStocks.map((a) => ({ skuId: skuIds[i]!, ...a })));
  if (area.length)
    await tx.execute(sql`insert into sku_area_stocks (sku_id, area_code, stock)
      select * from unnest(${p(area.map((a) => a.skuId))}::int[], ${p(area.map((a) => a.areaCode))}::text[],
        ${p(area.map((a) => a.stock))}::int[])`);
  // Typed attributes (参数选型) follow the SKU specs just written, in this transaction.
  await refreshTypedValues(tx, [id]);
  // Only reviewed products of open shops may be on shelf, whoever writes them (console, import, portal).
  await tx.execute(sql`update products p set on_shelf = false where p.id = ${id} and p.on_shelf
      and (p.review_status <> 2
        or exists (select 1 from merchants m where m.id = p.merchant_id and m.status <> 1))`);
  await recordAudit(tx, actor, {
    action: created ? 'product.create' : 'product.update',
    targetType: 'product',
    targetId: id,
    summary: `${created ? '新增' : '修改'}商品「${draft.title}」${via}`,
    before,
    after: await productSnapshot(tx, id),
  });
  return { id, created };
}

/** What a shop may write: its granted level-one categories and brands (the merchant portal). */
export type SellerScope = { merchantId: number; name: string; categoryIds: number[]; brandIds: number[] };

/** A category or brand the shop may not sell (its grant names it): `kind` 类目 or 品牌. */
const notGranted = (field: 'category' | 'brand', kind: string, name: string | number): RefProblem => ({
  field,
  msg: `${kind}「${name}」未授权给本店铺，不能发布该${kind}的商品`,
});

/** A shop's refusals of one draft: another shop's (or the platform's) product, a category or brand not granted. */
export async function scopeProblems(
  tx: Tx,
  draft: ProductDraft,
  refs: DraftRefs,
  scope: SellerScope,
): Promise<RefProblem[]> {
  const problems: RefProblem[] = [];
  if (draft.id !== undefined) {
    const [own] = await queryRows<{ id: number }>(
      tx,
      sql`select id from products where id = ${draft.id} and merchant_id = ${scope.merchantId}`,
    );
    if (!own) problems.push({ field: 'product', msg: `商品编号 ${draft.id} 不存在` });
  }
  const cat = refs.level3.get(draft.categoryId);
  if (cat && !scope.categoryIds.includes(cat.first)) {
    const [c] = await queryRows<{ title: string }>(
      tx,
      sql`select title from categories where id = ${cat.first}`,
    );
    problems.push(notGranted('category', '类目', c?.title ?? cat.first));
  }
  if (refs.brands.has(draft.brandId) && !scope.brandIds.includes(draft.brandId)) {
    const [b] = await queryRows<{ name: string }>(
      tx,
      sql`select name from brands where id = ${draft.brandId}`,
    );
    problems.push(notGranted('brand', '品牌', b?.name ?? draft.brandId));
  }
  return problems;
}

/** After a shop wrote a product: it is the shop's, back to 草稿 and off shelf until an operator approves it. */
export async function assignSeller(tx: Tx, id: number, scope: SellerScope): Promise<void> {
  await tx.execute(sql`update products set merchant_id = ${scope.merchantId}, seller_name = ${scope.name},
      review_status = 0, review_reason = '', on_shelf = false where id = ${id}`);
}
