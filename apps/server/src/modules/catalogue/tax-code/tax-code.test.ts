import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAX_CODE_MSG, type CategoryTaxCode, type SkuTaxFacts, type TaxCode } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { call, must, type Who } from '../../../testing/calls';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';
import { DEMO_TAX_CODES, taxCodeSeeder } from './tax-code.seed';

// Tax data (数电票 slice 1): the code table, codes of categories (inherited down the tree) and of products
// (overriding), and what a set of SKUs carries onto an invoice line or lacks.

const w = useTestApp(() => buildCatalogueApp(40));
const c = (...args: Parameters<ReturnType<typeof call>>) => call(w.app)(...args);
const ok = <T>(...args: Parameters<ReturnType<typeof call>>) => must(w.app)<T>(...args);
const url = (path: string) => `/api/admin/catalogue/tax-code/${path}`;
let goods: Who;
let product: {
  productId: number;
  skuId: number;
  title: string;
  categoryId: number;
  second: number;
  first: number;
};

beforeAll(async () => {
  await taxCodeSeeder.run({ db: w.app.db.db, env: w.app.env, log: () => {} });
  goods = { headers: (await operatorAuth(w.app, '商品')).headers };
  const [row] = await queryRows<typeof product>(
    w.app.db.db,
    sql`select p.id as "productId", p.default_sku_id as "skuId", p.title, p.category_id as "categoryId",
          p.second_category_id as second, p.first_category_id as first
        from products p join categories c on c.id = p.first_category_id where c.title = '工具耗材'
        order by p.id limit 1`,
  );
  product = row!;
}, 120_000);

describe('the code table', () => {
  it('is seeded with 19-digit codes, a 简称 and a rate for each demo category', async () => {
    const list = await ok<TaxCode[]>(goods, 'POST', url('list'), {});
    expect(list.length).toBe(DEMO_TAX_CODES.length);
    for (const t of list) expect(t.code).toMatch(/^\d{19}$/);
    const found = await ok<TaxCode[]>(goods, 'POST', url('list'), { keyword: '劳动防护' });
    expect(found).toEqual([
      {
        code: '1090601000000000000',
        name: '劳动防护用品',
        shortName: '劳动防护用品',
        rate: '13',
        rateLabel: '13%',
      },
    ]);
  });

  it('saves a code and refuses one that is not 19 digits, a bad rate or a 简称 with a star, in Chinese', async () => {
    const saved = await ok<TaxCode>(goods, 'POST', url('save'), {
      code: '3040802000000000000',
      name: '技术咨询服务',
      shortName: '现代服务',
      rate: '6',
    });
    expect(saved).toMatchObject({ shortName: '现代服务', rate: '6', rateLabel: '6%' });
    const again = await ok<TaxCode>(goods, 'POST', url('save'), { ...saved, rate: 'exempt' });
    expect(again.rateLabel).toBe('免税');
    for (const [body, msg] of [
      [{ ...saved, code: '304080200000000000' }, TAX_CODE_MSG.CODE_FORMAT],
      [{ ...saved, code: '30408020000000000a0' }, TAX_CODE_MSG.CODE_FORMAT],
      [{ ...saved, rate: '17' }, TAX_CODE_MSG.RATE],
      [{ ...saved, shortName: '现代*服务' }, TAX_CODE_MSG.SHORT_NAME],
    ] as const) {
      const res = await c(goods, 'POST', url('save'), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('is kept by 商品 and 超级管理员 only (catalogue data)', async () => {
    const finance = { headers: (await operatorAuth(w.app, '财务')).headers };
    expect((await c(finance, 'POST', url('list'), {})).statusCode).toBe(403);
    const buyer = { headers: (await buyerAuth(w.app)).headers };
    expect((await c(buyer, 'POST', url('list'), {})).statusCode).toBe(403);
    expect((await c(null, 'POST', url('list'), {})).statusCode).toBe(401);
  });
});

describe('codes of categories and products', () => {
  it('a level-three category inherits its ancestors’ code until it has its own', async () => {
    const tree = await ok<CategoryTaxCode[]>(goods, 'POST', url('category/list'), {});
    const leaf = tree.find((t) => t.categoryId === product.categoryId)!;
    expect(leaf.code).toBeNull();
    expect(leaf.effective?.code).toBe('1080422000000000000');
  });

  it('answers a SKU’s code, 简称, rate and line name, product over category, and what is missing', async () => {
    const facts = () =>
      ok<SkuTaxFacts[]>(goods, 'POST', url('sku-facts'), { skuIds: [product.skuId, 99999991] });
    const [byCategory, unknown] = await facts();
    expect(byCategory).toMatchObject({
      source: 'category',
      code: '1080422000000000000',
      shortName: '金属制品',
      rate: '13',
      lineName: `*金属制品*${product.title}`,
      missing: null,
    });
    expect(unknown).toMatchObject({ skuId: 99999991, missing: TAX_CODE_MSG.SKU_NOT_FOUND, lineName: '' });

    await ok(goods, 'POST', url('product/save'), {
      productId: product.productId,
      code: '1090511000000000000',
    });
    expect((await facts())[0]).toMatchObject({
      source: 'product',
      shortName: '电动工具',
      lineName: `*电动工具*${product.title}`,
    });

    // Without the product's code and any category's up the tree, the line cannot be invoiced: it says why.
    await ok(goods, 'POST', url('product/save'), { productId: product.productId, code: null });
    for (const id of [product.categoryId, product.second, product.first])
      await ok(goods, 'POST', url('category/save'), { categoryId: id, code: null });
    const [missing] = await facts();
    expect(missing).toMatchObject({ source: 'none', code: null, lineName: '' });
    expect(missing!.missing).toContain(TAX_CODE_MSG.MISSING);

    await ok(goods, 'POST', url('category/save'), {
      categoryId: product.second,
      code: '1080413000000000000',
    });
    expect((await facts())[0]).toMatchObject({ source: 'category', code: '1080413000000000000' });
  });

  it('refuses an unknown code, category or product', async () => {
    const unknownCode = await c(goods, 'POST', url('category/save'), {
      categoryId: product.categoryId,
      code: '1999999999999999999',
    });
    expect(unknownCode.statusCode).toBe(400);
    expect(unknownCode.json().msg).toBe(TAX_CODE_MSG.UNKNOWN_CODE);
    const noCategory = await c(goods, 'POST', url('category/save'), { categoryId: 987654, code: null });
    expect(noCategory.statusCode).toBe(404);
    expect(noCategory.json().msg).toBe(TAX_CODE_MSG.CATEGORY_NOT_FOUND);
    const noProduct = await c(goods, 'POST', url('product/save'), {
      productId: 987654,
      code: '1080413000000000000',
    });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().msg).toBe(TAX_CODE_MSG.PRODUCT_NOT_FOUND);
  });
});
